import { describe, expect, it } from 'vitest'
import { createEvaluator } from './evaluator.ts'
import { interpolateText } from './interpolate-text.ts'

describe('interpolateText', () => {
  const evaluator = createEvaluator({ logger: () => {} })
  const state = { name: 'Ann', count: 3, empty: null }
  const evaluateFn = (code: string) => {
    const result = evaluator.evaluate(code, { state })
    return result.ok ? result.value : undefined
  }

  it('replaces each {{expr}} with its value', () => {
    expect(
      interpolateText('Hi {{state.name}}, you have {{ state.count + 1 }} items', evaluateFn),
    ).toBe('Hi Ann, you have 4 items')
  })

  it('renders undefined, null and failures as the empty string', () => {
    expect(
      interpolateText('[{{state.missing}}][{{state.empty}}][{{nope.x}}][{{ }}]', evaluateFn),
    ).toBe('[][][][]')
  })

  it('leaves text without interpolations unchanged', () => {
    expect(interpolateText('<p>plain {text}</p>', evaluateFn)).toBe('<p>plain {text}</p>')
  })

  it('never throws, even when evaluateFn or the value does', () => {
    expect(
      interpolateText('a{{x}}b', () => {
        throw new Error('boom')
      }),
    ).toBe('ab')
    expect(interpolateText('a{{x}}b', () => Object.create(null))).toBe('ab')
    expect(interpolateText(undefined as unknown as string, evaluateFn)).toBe('')
  })
})
