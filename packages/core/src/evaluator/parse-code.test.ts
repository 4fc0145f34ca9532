import { describe, expect, it } from 'vitest'
import { MAX_CODE_LENGTH, isExpressionCode, parseCode } from './parse-code.ts'

describe('isExpressionCode', () => {
  it.each([
    ['state.a', true],
    ['  state.a ? 1 : 2  ', true],
    ['a; b', false],
    ["'a;b'", false],
    ['if (a) { x = 1 } else { return 2 }', false],
    ['return 1', false],
    ['   return state.a', false],
    ['returned + 1', true],
    ['x.map(y => { return y })', false],
  ])('classifies %j as expression: %s', (code, expected) => {
    expect(isExpressionCode(code)).toBe(expected)
  })
})

describe('parseCode', () => {
  it('parses expression code as one expression', () => {
    const parsed = parseCode('state.a + 1')
    expect(parsed.kind).toBe('expression')
    if (parsed.kind === 'expression') expect(parsed.expression.type).toBe('BinaryExpression')
  })

  it('parses an object literal as an expression, not a block', () => {
    const parsed = parseCode('{ a: 1 }')
    expect(parsed.kind === 'expression' && parsed.expression.type).toBe('ObjectExpression')
  })

  it('parses statement code as a program', () => {
    const parsed = parseCode('var x = 1; return x')
    expect(parsed.kind).toBe('statements')
  })

  it('runs expression code that is only valid as statements as statements', () => {
    expect(parseCode('if (a) b').kind).toBe('statements')
  })

  it('recognises plain state paths for the fast path', () => {
    for (const code of ['state.a.b', 'return state.a.b', 'state.a.b;', ' return state.a.b ; ']) {
      const parsed = parseCode(code)
      expect(parsed.kind === 'path' && parsed.path).toEqual(['a', 'b'])
    }
  })

  it('does not take computed or called paths for the fast path', () => {
    expect(parseCode('state.a[0]').kind).toBe('expression')
    expect(parseCode('state.a()').kind).toBe('expression')
    expect(parseCode('state').kind).toBe('expression')
  })

  it('treats blank code as empty', () => {
    expect(parseCode('  \n ').kind).toBe('empty')
  })

  it('returns syntax errors as values with the statement position', () => {
    expect(parseCode('a +')).toEqual({
      kind: 'error',
      message: 'Syntax error: Unexpected token (1:3)',
    })
  })

  it('handles a trailing line comment in expression code', () => {
    expect(parseCode('1 + 2 // sum').kind).toBe('expression')
  })

  it('refuses code longer than MAX_CODE_LENGTH before parsing it', () => {
    expect(MAX_CODE_LENGTH).toBe(100_000)
    expect(parseCode(`'${'a'.repeat(MAX_CODE_LENGTH - 2)}'`).kind).toBe('expression')
    expect(parseCode(`'${'a'.repeat(MAX_CODE_LENGTH - 1)}'`)).toEqual({
      kind: 'error',
      message: 'Code is too long (100001 characters; the limit is 100000)',
    })
  })

  it('returns code nested too deeply as an error value', () => {
    expect(parseCode(`${'('.repeat(300)}a${')'.repeat(300)}`)).toEqual({
      kind: 'error',
      message: 'Syntax error: Code is nested too deeply (more than 200 levels) (1:199)',
    })
  })
})
