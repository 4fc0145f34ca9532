import type { Expression, Pattern } from 'acorn'
import { parse } from 'acorn'
import { describe, expect, it } from 'vitest'
import { Environment } from './environment.ts'
import { evaluateExpression } from './interpret-expression.ts'
import { runBody } from './interpret-statement.ts'
import { destructure, staticKey } from './patterns.ts'
import { RunContext } from './run-context.ts'

function patternOf(source: string): Pattern {
  const program = parse(`(${source} = 0)`, { ecmaVersion: 'latest' })
  const statement = program.body[0]
  if (
    statement?.type !== 'ExpressionStatement' ||
    statement.expression.type !== 'AssignmentExpression'
  ) {
    throw new Error('not an assignment')
  }
  return statement.expression.left
}

function bindAll(source: string, value: unknown): Record<string, unknown> {
  const bound: Record<string, unknown> = {}
  const context = new RunContext({
    code: source,
    scope: {},
    maxSteps: 1_000,
    maxDepth: 10,
    onStateWrite: undefined,
    evaluate: evaluateExpression,
    runBody,
  })
  destructure(patternOf(source), value, new Environment(undefined, true), context, (target, v) => {
    bound[target.type === 'Identifier' ? target.name : 'member'] = v
  })
  return bound
}

describe('destructure', () => {
  it('binds object patterns with defaults, renames and rest', () => {
    expect(bindAll('{ a, b: c, d = 4, ...rest }', { a: 1, b: 2, e: 5 })).toEqual({
      a: 1,
      c: 2,
      d: 4,
      rest: { e: 5 },
    })
  })

  it('binds array patterns with holes and rest', () => {
    expect(bindAll('[x, , y, ...z]', [1, 2, 3, 4, 5])).toEqual({ x: 1, y: 3, z: [4, 5] })
    expect(bindAll('[h]', 'hi')).toEqual({ h: 'h' })
  })

  it('refuses destructuring of null and non-iterables', () => {
    expect(() => bindAll('{ a }', null)).toThrow('Cannot destructure null')
    expect(() => bindAll('[a]', {})).toThrow(
      'Cannot destructure an object (only arrays and strings are iterable)',
    )
    expect(() => bindAll('{ constructor }', {})).toThrow(
      'Access to property "constructor" is not allowed',
    )
  })

  it('names static keys', () => {
    expect(staticKey({ type: 'Literal', value: 3, start: 0, end: 1 } as Expression)).toBe('3')
  })
})
