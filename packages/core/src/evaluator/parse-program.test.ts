import { describe, expect, it } from 'vitest'
import type { Expression, Statement } from './ast.ts'
import { ParseError } from './parse-error.ts'
import { parseProgram } from './parse-program.ts'
import { MAX_NESTING_DEPTH } from './parser-base.ts'

function statements(code: string): Statement[] {
  return parseProgram(code).body
}

function expression(code: string): Expression {
  const [statement] = statements(code)
  if (statement?.type !== 'ExpressionStatement') throw new Error(`not an expression: ${code}`)
  return statement.expression
}

function literal(code: string): unknown {
  const node = expression(code)
  if (node.type !== 'Literal') throw new Error(`not a literal: ${code}`)
  return node.value
}

function errorOf(code: string): string {
  try {
    parseProgram(code)
  } catch (error) {
    if (error instanceof ParseError) return error.message
    throw error
  }
  throw new Error(`parsed: ${code}`)
}

describe('parseProgram', () => {
  it('reads numeric literals in every notation', () => {
    expect(literal('0x1F')).toBe(31)
    expect(literal('0o17')).toBe(15)
    expect(literal('0b101')).toBe(5)
    expect(literal('017')).toBe(15)
    expect(literal('019')).toBe(19)
    expect(literal('1_000_000')).toBe(1_000_000)
    expect(literal('.5')).toBe(0.5)
    expect(literal('5.')).toBe(5)
    expect(literal('1.5e-3')).toBe(0.0015)
    expect(literal('10n')).toBe(10n)
    expect(expression('0x10n')).toEqual({ type: 'Literal', value: 16n, bigint: '16' })
  })

  it('reads string escapes and line continuations', () => {
    expect(literal(String.raw`'a\nb\tc\x41\u0042\u{1F600}\0\101\'\"'`)).toBe(
      'a\nb\tcAB\u{1F600}\0A\'"',
    )
    expect(literal("'a\\\nb'")).toBe('ab')
    expect(literal("'a\\\r\nb'")).toBe('ab')
  })

  it('reads template literals with nesting, cooked and raw text', () => {
    const node = expression('`a\\n${b}c${`d${e}`}`')
    expect(node.type === 'TemplateLiteral' && node.quasis.map((quasi) => quasi.value)).toEqual([
      { raw: 'a\\n', cooked: 'a\n' },
      { raw: 'c', cooked: 'c' },
      { raw: '', cooked: '' },
    ])
    expect(node.type === 'TemplateLiteral' && node.expressions[1]?.type).toBe('TemplateLiteral')
    const tagged = expression('tag`\\unicode`')
    expect(tagged.type === 'TaggedTemplateExpression' && tagged.quasi.quasis[0]?.value).toEqual({
      raw: '\\unicode',
      cooked: null,
    })
  })

  it('reads `/` as a regular expression only where an expression may start', () => {
    expect(expression('a / b / c')).toMatchObject({ type: 'BinaryExpression', operator: '/' })
    expect(expression('/b/g')).toMatchObject({ regex: { pattern: 'b', flags: 'g' } })
    expect(statements('a\n/b/g')).toHaveLength(1)
    expect(statements('x = 1;\n/[/]/.test(y)')).toHaveLength(2)
    expect(expression('a?.default / b')).toMatchObject({ operator: '/' })
  })

  it('inserts semicolons at line breaks, `}` and the end of input', () => {
    expect(statements('var a = 1\nreturn a').map((s) => s.type)).toEqual([
      'VariableDeclaration',
      'ReturnStatement',
    ])
    expect(statements('a\n++b').map((s) => s.type)).toEqual([
      'ExpressionStatement',
      'ExpressionStatement',
    ])
    expect(statements('return\na')[0]).toEqual({ type: 'ReturnStatement', argument: null })
    expect(statements('if (a) { b } c')).toHaveLength(2)
    expect(errorOf('a b')).toBe('Unexpected token (1:2)')
  })

  it('applies precedence, associativity and the ?? mixing rule', () => {
    expect(expression('a ** b ** c')).toMatchObject({
      left: { name: 'a' },
      right: { operator: '**' },
    })
    expect(expression('a - b - c')).toMatchObject({ left: { operator: '-' }, right: { name: 'c' } })
    expect(expression('a || b && c')).toMatchObject({ operator: '||', right: { operator: '&&' } })
    expect(errorOf('a ?? b || c')).toBe(
      'Logical expressions and coalesce expressions cannot be mixed. Wrap either by parentheses (1:7)',
    )
    expect(errorOf('-a ** 2')).toBe('Unexpected token (1:3)')
  })

  it('tells arrow functions from parenthesized expressions', () => {
    expect(expression('(a, b) => a')).toMatchObject({
      type: 'ArrowFunctionExpression',
      expression: true,
    })
    expect(expression('() => ({})')).toMatchObject({ body: { type: 'ObjectExpression' } })
    expect(expression('({ a }) => a')).toMatchObject({ params: [{ type: 'ObjectPattern' }] })
    expect(expression('(a, b)')).toMatchObject({ type: 'SequenceExpression' })
    expect(errorOf('(a, b) + 1 => 2')).toBe('Unexpected token (1:11)')
  })

  it('wraps optional chains in a ChainExpression', () => {
    expect(expression('a?.b.c')).toMatchObject({
      type: 'ChainExpression',
      expression: { type: 'MemberExpression', object: { optional: true } },
    })
    expect(expression('a?.(x)')).toMatchObject({
      expression: { type: 'CallExpression', optional: true },
    })
  })

  it('produces nodes for syntax the interpreter refuses', () => {
    expect(statements('try {} catch {}')[0]?.type).toBe('TryStatement')
    expect(statements('class A {}')[0]?.type).toBe('ClassDeclaration')
    expect(expression('this')).toEqual({ type: 'ThisExpression' })
    expect(expression('({ get x() { return 1 } })')).toMatchObject({
      properties: [{ kind: 'get' }],
    })
  })

  it('refuses bad syntax with acorn-style messages and positions', () => {
    expect(errorOf("'abc")).toBe('Unterminated string constant (1:0)')
    expect(errorOf('`abc')).toBe('Unterminated template (1:1)')
    expect(errorOf('a\n  @')).toBe("Unexpected character '@' (2:2)")
    expect(errorOf('3in x')).toBe('Identifier directly after number (1:1)')
    expect(errorOf('1__0')).toBe('Numeric separator must be exactly one underscore (1:2)')
    expect(errorOf('/(/')).toBe('Invalid regular expression: /(/: Unterminated group (1:1)')
    expect(errorOf('({ a = 1 })')).toBe(
      'Shorthand property assignments are valid only in destructuring patterns (1:5)',
    )
    expect(errorOf('break')).toBe('Unsyntactic break (1:0)')
    expect(errorOf('var if = 1')).toBe("Unexpected keyword 'if' (1:4)")
    expect(errorOf('/* open')).toBe('Unterminated comment (1:0)')
  })

  it(`refuses code nested deeper than ${MAX_NESTING_DEPTH} levels, without a stack overflow`, () => {
    const depthError = (code: string) => errorOf(code).replace(/ \(\d+:\d+\)$/, '')
    const message = `Code is nested too deeply (more than ${MAX_NESTING_DEPTH} levels)`
    expect(depthError(`${'('.repeat(5_000)}a${')'.repeat(5_000)}`)).toBe(message)
    expect(depthError(`${'['.repeat(5_000)}`)).toBe(message)
    expect(depthError(`${'!'.repeat(50_000)}a`)).toBe(message)
    expect(depthError(`${'a ** '.repeat(5_000)}a`)).toBe(message)
    expect(depthError(`${'x => '.repeat(5_000)}x`)).toBe(message)
    expect(depthError(`${'{'.repeat(5_000)}`)).toBe(message)
    expect(depthError(`${'if (a) '.repeat(5_000)}b`)).toBe(message)
    expect(depthError(`${'`${'.repeat(5_000)}`)).toBe(message)
    expect(depthError(`${'new '.repeat(5_000)}X`)).toBe(message)
    const nested = `${'f('.repeat(100)}a${')'.repeat(100)}`
    expect(() => parseProgram(nested)).not.toThrow()
  })

  it('parses long flat code without recursion', () => {
    const sum = parseProgram(`${'1 + '.repeat(20_000)}1`)
    expect(sum.body).toHaveLength(1)
    expect(parseProgram('a.b'.repeat(1).concat('.c'.repeat(20_000))).body).toHaveLength(1)
    expect(parseProgram('x++;\n'.repeat(10_000)).body).toHaveLength(10_000)
  })
})
