import { describe, expect, it } from 'vitest'
import * as browserLoader from './evaluator-loader.browser.ts'
import * as serverLoader from './evaluator-loader.ts'
import * as evaluatorModule from './index.ts'

describe('evaluator-loader', () => {
  it('has the evaluator at once outside browser builds', async () => {
    expect(serverLoader.getLoadedEvaluator()?.createEvaluator).toBe(evaluatorModule.createEvaluator)
    expect((await serverLoader.loadEvaluator()).createEvaluator).toBe(
      evaluatorModule.createEvaluator,
    )
  })

  it('loads the evaluator on demand in browser builds', async () => {
    expect(browserLoader.getLoadedEvaluator()).toBeUndefined()
    const loaded = await browserLoader.loadEvaluator()
    expect(loaded.createEvaluator).toBe(evaluatorModule.createEvaluator)
    expect(loaded.createEvaluator().evaluate('1 + 2', {})).toEqual({ ok: true, value: 3 })
  })
})
