import { describe, expect, it } from 'vitest'
import { splitInputs } from './split-inputs.ts'

const isEvaluatorCode = (input: string) =>
  /^packages\/core\/src\/evaluator\//.test(input) &&
  !/\/(interpolate-text|evaluator-loader\.browser)\.ts$/.test(input)

describe('the evaluator in a code-split bundle', () => {
  it('is a lazy chunk with the browser condition, out of the initial chunks', async () => {
    const { initial, lazy } = await splitInputs('browser')
    expect(initial).toContain('packages/core/src/evaluator/evaluator-loader.browser.ts')
    expect(initial).toContain('packages/react/src/content/content.tsx')
    expect(initial.filter(isEvaluatorCode)).toEqual([])
    expect(lazy).toContain('packages/core/src/evaluator/evaluator.ts')
    expect(lazy).toContain('packages/core/src/evaluator/parse-program.ts')
  }, 30_000)

  it('is in the initial chunks without the browser condition (the server loader)', async () => {
    const { initial } = await splitInputs('node')
    expect(initial).toContain('packages/core/src/evaluator/evaluator-loader.ts')
    expect(initial).toContain('packages/core/src/evaluator/evaluator.ts')
    expect(initial).not.toContain('packages/core/src/evaluator/evaluator-loader.browser.ts')
  }, 30_000)
})
