import { describe, expect, it, vi } from 'vitest'
import { EvaluationError, ValidationError } from '../errors.ts'
import { DEFAULT_MAX_STEPS, createEvaluator } from './evaluator.ts'
import { parseProgram } from './parse-program.ts'

vi.mock(import('./parse-program.ts'), async (importOriginal) => {
  const original = await importOriginal()
  return { ...original, parseProgram: vi.fn(original.parseProgram) }
})

const parseSpy = vi.mocked(parseProgram)

describe('createEvaluator', () => {
  it('returns values as { ok: true, value }', () => {
    const evaluator = createEvaluator()
    expect(evaluator.evaluate('1 + 1', {})).toEqual({ ok: true, value: 2 })
  })

  it('applies the wrapping rule, ignoring surrounding whitespace', () => {
    const evaluator = createEvaluator()
    const state = { a: 1 }
    expect(evaluator.evaluate('  state.a + 1 \n', { state })).toEqual({ ok: true, value: 2 })
    expect(evaluator.evaluate("  return 'r'  ", { state })).toEqual({ ok: true, value: 'r' })
    expect(evaluator.evaluate('state.a + 1;', { state })).toEqual({ ok: true, value: undefined })
    expect(evaluator.evaluate("'a;b'", { state })).toEqual({ ok: true, value: undefined })
    expect(evaluator.evaluate('', { state })).toEqual({ ok: true, value: undefined })
  })

  it('reads plain state paths on the fast path, with the same rules and results', () => {
    const evaluator = createEvaluator({ logger: () => {} })
    const state = { a: { b: 'deep' } }
    expect(evaluator.evaluate('state.a.b', { state })).toEqual({ ok: true, value: 'deep' })
    expect(evaluator.evaluate('return state.a.b;', { state })).toEqual({ ok: true, value: 'deep' })
    expect(evaluator.evaluate('state.a.b;', { state })).toEqual({ ok: true, value: 'deep' })
    const denied = evaluator.evaluate('state.constructor', { state })
    expect(denied.ok || denied.error.message).toBe(
      'Access to property "constructor" is not allowed',
    )
    const missing = evaluator.evaluate('state.x.y', { state })
    expect(missing.ok || missing.error.message).toBe(
      'Cannot read properties of undefined (reading "y")',
    )
  })

  it('falls back to the interpreter for a state path when scope has no state', () => {
    const evaluator = createEvaluator({ logger: () => {} })
    const result = evaluator.evaluate('state.a', {})
    expect(result.ok || result.error.message).toBe(
      'Cannot read properties of undefined (reading "a")',
    )
  })

  it('returns failures as EvaluationError values with the source and cause', () => {
    const evaluator = createEvaluator({ logger: () => {} })
    const result = evaluator.evaluate('JSON.parse(state.text)', { state: { text: '{' } })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error).toBeInstanceOf(EvaluationError)
    expect(result.error.code).toBe('EVALUATION')
    expect(result.error.source).toBe('JSON.parse(state.text)')
    expect(result.error.cause).toBeInstanceOf(SyntaxError)
  })

  it('returns syntax errors as values', () => {
    const evaluator = createEvaluator({ logger: () => {} })
    const result = evaluator.evaluate('state.a +', {})
    expect(result.ok || result.error.message).toBe('Syntax error: Unexpected token (1:9)')
  })

  it('never throws on bad arguments', () => {
    const evaluator = createEvaluator({ logger: () => {} })
    const notCode = evaluator.evaluate(42 as unknown as string, {})
    expect(notCode.ok || notCode.error.message).toBe('Code must be a string')
    expect(evaluator.evaluate('typeof state', null as unknown as Record<string, unknown>)).toEqual({
      ok: true,
      value: 'undefined',
    })
    const badSteps = evaluator.evaluate('1', {}, { maxSteps: -1 })
    expect(badSteps.ok || badSteps.error.message).toBe(
      'maxSteps must be an integer of at least 1, received -1',
    )
  })

  it('logs each distinct failing code and message once, with the Tessera prefix', () => {
    const logger = vi.fn()
    const evaluator = createEvaluator({ logger })
    evaluator.evaluate('state.x.y', { state: {} })
    evaluator.evaluate('state.x.y', { state: {} })
    expect(logger).toHaveBeenCalledTimes(1)
    expect(logger).toHaveBeenCalledWith(
      '[Tessera]: Failed code evaluation: Cannot read properties of undefined (reading "y")\n  in: state.x.y',
    )
    evaluator.evaluate('state.x.y', { state: { x: null } })
    evaluator.evaluate('nope()', {})
    expect(logger).toHaveBeenCalledTimes(3)
  })

  it('logs to console.warn by default and survives a throwing logger', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    createEvaluator().evaluate('nope()', {})
    expect(warn).toHaveBeenCalledWith(
      '[Tessera]: Failed code evaluation: nope is not a function\n  in: nope()',
    )
    warn.mockRestore()
    const throwing = createEvaluator({
      logger: () => {
        throw new Error('logger down')
      },
    })
    expect(throwing.evaluate('nope()', {}).ok).toBe(false)
  })

  it('truncates long code in log messages', () => {
    const logger = vi.fn()
    const code = `nope(${'1,'.repeat(150)}1)`
    createEvaluator({ logger }).evaluate(code, {})
    expect(logger.mock.calls[0]?.[0]).toBe(
      `[Tessera]: Failed code evaluation: nope is not a function\n  in: ${code.slice(0, 200)}…`,
    )
  })

  it('parses each distinct code string once per instance', () => {
    const evaluator = createEvaluator()
    parseSpy.mockClear()
    for (let i = 0; i < 5; i++) evaluator.evaluate('1 + state.n', { state: { n: i } })
    expect(parseSpy).toHaveBeenCalledTimes(1)
    createEvaluator().evaluate('1 + state.n', { state: { n: 1 } })
    expect(parseSpy).toHaveBeenCalledTimes(2)
  })

  it('keeps at most cacheSize parsed strings', () => {
    const evaluator = createEvaluator({ cacheSize: 1 })
    parseSpy.mockClear()
    evaluator.evaluate('1 + 1', {})
    evaluator.evaluate('2 + 2', {})
    evaluator.evaluate('1 + 1', {})
    expect(parseSpy).toHaveBeenCalledTimes(3)
  })

  it('enforces the step limit, configurable per instance and per call', () => {
    const loop = 'let i = 0; while (i < 100) i++; return i'
    expect(createEvaluator().evaluate(loop, {})).toEqual({ ok: true, value: 100 })
    const small = createEvaluator({ maxSteps: 50, logger: () => {} })
    const limited = small.evaluate(loop, {})
    expect(limited.ok || limited.error.message).toBe('Step limit exceeded')
    expect(small.evaluate(loop, {}, { maxSteps: 10_000 })).toEqual({ ok: true, value: 100 })
    expect(DEFAULT_MAX_STEPS).toBe(100_000)
  })

  it('enforces maxDepth', () => {
    const evaluator = createEvaluator({ maxDepth: 5, logger: () => {} })
    const code = 'const f = n => n === 0 ? 0 : f(n - 1); return f(N)'
    expect(evaluator.evaluate(code, { N: 4 })).toEqual({ ok: true, value: 0 })
    const deep = evaluator.evaluate(code, { N: 5 })
    expect(deep.ok || deep.error.message).toBe('Maximum call depth exceeded')
  })

  it('rejects invalid options with a ValidationError', () => {
    expect(() => createEvaluator({ maxSteps: 0 })).toThrow(
      new ValidationError('maxSteps must be an integer of at least 1, received 0'),
    )
    expect(() => createEvaluator({ cacheSize: 1.5 })).toThrow(
      'cacheSize must be an integer of at least 0, received 1.5',
    )
    expect(() => createEvaluator({ maxDepth: Number.NaN })).toThrow(
      'maxDepth must be an integer of at least 1, received NaN',
    )
  })

  it('turns engine stack overflows into error values', () => {
    const evaluator = createEvaluator({
      logger: () => {},
      maxDepth: 1_000_000,
      maxSteps: 10_000_000,
    })
    const result = evaluator.evaluate('const f = n => f(n + 1); f(0)', {})
    expect(result.ok || result.error.message).toBe('Maximum call stack size exceeded')
  })
})
