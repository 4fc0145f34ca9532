import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { createEvaluator } from './evaluator.ts'

const evaluator = createEvaluator({ logger: () => {} })

/** Author code as TypeScript compiles it for `target` (what Builder content often holds). */
function compile(source: string, target: ts.ScriptTarget): string {
  return ts.transpileModule(source, {
    compilerOptions: { target, module: ts.ModuleKind.None, removeComments: true },
  }).outputText
}

/** Lets the promise jobs of interpreted async code run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

const SOURCE = `
async function load(): Promise<void> {
  try {
    const value: number = await context.getValue()
    state.value = value * 2
    await context.fail()
  } catch (error) {
    state.caught = String(error)
  } finally {
    state.done = true
  }
}
load()
`

const TARGETS: Array<[string, ts.ScriptTarget]> = [
  ['ES5 (__awaiter and __generator)', ts.ScriptTarget.ES5],
  ['ES2015 (__awaiter and function*)', ts.ScriptTarget.ES2015],
  ['ES2017 (async and await)', ts.ScriptTarget.ES2017],
]

describe('author code compiled by TypeScript', () => {
  it.each(TARGETS)('runs an async function compiled for %s', async (_name, target) => {
    const code = compile(SOURCE, target)
    if (target === ts.ScriptTarget.ES5) expect(code).toContain('__generator')
    const state: Record<string, unknown> = {}
    const context = {
      getValue: () => Promise.resolve(21),
      fail: () => Promise.reject(new Error('nope')),
    }
    const result = evaluator.evaluate(code, { state, context })
    expect(result.ok ? undefined : result.error.message).toBeUndefined()
    await settle()
    expect(state).toEqual({ value: 42, caught: 'Error: nope', done: true })
  })

  it.each(TARGETS)('runs generators compiled for %s', (_name, target) => {
    const code = compile(
      `function* count(n: number) { for (let i = 0; i < n; i++) { const back = yield i; if (back) return 'stopped' } return 'end' }
       const it = count(3)
       return [it.next().value, it.next().value, it.next(true).value]`,
      target,
    )
    const result = evaluator.evaluate(code, {})
    // ES5 output of a generator needs __values only for yield*; plain generators run.
    expect(result.ok ? result.value : result.error.message).toEqual([0, 1, 'stopped'])
  })

  it('gives functions the this they are called on', () => {
    const code = compile(
      'const counter = { n: 2, twice() { return this.n * 2 } }; return counter.twice()',
      ts.ScriptTarget.ES5,
    )
    const result = evaluator.evaluate(code, {})
    expect(result.ok && result.value).toBe(4)
  })

  it('keeps the step limit across awaits: no catch outlives it', async () => {
    const state: Record<string, unknown> = {}
    const limited = createEvaluator({ logger: () => {}, maxSteps: 2_000 })
    const result = limited.evaluate(
      'async function spin() { try { await null; while (true) {} } catch (e) { state.caught = true } } return spin()',
      { state },
    )
    expect(result.ok).toBe(true)
    const promise = (result.ok ? result.value : undefined) as Promise<unknown>
    await expect(promise).rejects.toThrow('Step limit exceeded')
    expect(state.caught).toBeUndefined()
  })

  it('catches author throws and native errors, never the interpreter refusals', () => {
    const value = (code: string) => {
      const result = evaluator.evaluate(code, { state: {} })
      return result.ok ? result.value : `failed: ${result.error.message}`
    }
    expect(value('try { throw { code: 7 } } catch (e) { return e.code }')).toBe(7)
    expect(value("try { JSON.parse('{') } catch (e) { return e.name }")).toBe('SyntaxError')
    expect(value("try { [].constructor } catch (e) { return 'caught' }")).toBe(
      'failed: Access to property "constructor" is not allowed',
    )
    expect(value('try { return 1 } finally { state.x = 2 }')).toBe(1)
  })
})
