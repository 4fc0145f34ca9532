import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EvaluationError } from '../errors.ts'
import { type EvaluateResult, createEvaluator } from './evaluator.ts'

const TOKENS = [
  ' ',
  '\n',
  ...'state . a b items [ ] ( ) { } => x 0 1 2.5 \'s\' "t" + - * / % ** = += ++ == === < > ? : ; , return while for of in if else switch case break continue const let var ... __proto__ constructor prototype Math JSON Object Date new function class try delete ` ${ ?. && || ?? ! typeof this globalThis eval Function map filter reduce push sort length true null undefined NaN // /* */ /a/g async await yield #x import super'.split(
    ' ',
  ),
]

function makeScope(): Record<string, unknown> {
  return {
    state: { a: 1, b: 'two', items: [1, 2, 3], nested: { deep: { value: true } }, list: [] },
    context: { flag: true },
    fn: (value: unknown) => value,
  }
}

const identifier = fc.constantFrom(
  'state',
  'x',
  'a',
  'items',
  'context',
  'Math',
  'JSON',
  'fn',
  'undefined',
)
const key = fc.constantFrom(
  'a',
  'b',
  'items',
  'nested',
  'deep',
  'length',
  'map',
  '__proto__',
  'constructor',
  'toString',
  '0',
)
const literal = fc.oneof(
  fc.integer({ min: -5, max: 5 }).map(String),
  fc.constantFrom("'str'", 'true', 'null', '[]', '{}', '[1, 2]', '{ a: 1 }', 'NaN'),
)

const { expression } = fc.letrec<{ expression: string }>((tie) => ({
  expression: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    literal,
    identifier,
    fc.tuple(tie('expression'), key).map(([object, name]) => `${object}.${name}`),
    fc.tuple(tie('expression'), tie('expression')).map(([object, name]) => `${object}[${name}]`),
    fc.tuple(tie('expression'), key).map(([object, name]) => `${object}?.${name}`),
    fc
      .tuple(
        tie('expression'),
        fc.constantFrom('+', '-', '*', '===', '&&', '||', '??', '<', 'in'),
        tie('expression'),
      )
      .map(([left, op, right]) => `(${left} ${op} ${right})`),
    fc
      .tuple(tie('expression'), tie('expression'), tie('expression'))
      .map(([a, b, c]) => `(${a} ? ${b} : ${c})`),
    fc
      .tuple(
        tie('expression'),
        fc.constantFrom('map', 'filter', 'find', 'some', 'sort', 'push', 'join', 'concat'),
        tie('expression'),
      )
      .map(([target, method, body]) => `${target}.${method}(x => ${body})`),
    fc.tuple(identifier, tie('expression')).map(([callee, arg]) => `${callee}(${arg})`),
    fc
      .tuple(tie('expression'), tie('expression'))
      .map(([target, value]) => `(${target} = ${value})`),
    fc.tuple(tie('expression')).map(([value]) => `\`a\${${value}}b\``),
    fc.tuple(tie('expression')).map(([value]) => `[...${value}]`),
    fc.tuple(tie('expression')).map(([value]) => `({ ...${value}, k: 1 })`),
  ),
}))

const statements = fc
  .array(
    fc.oneof(
      expression.map((e) => `${e};`),
      expression.map((e) => `let v = ${e};`),
      expression.map((e) => `if (${e}) { return 1 }`),
      expression.map((e) => `for (const x of ${e}) { state.a++ }`),
      expression.map((e) => `while (${e}) { break }`),
      expression.map((e) => `return ${e};`),
    ),
    { maxLength: 4 },
  )
  .map((parts) => parts.join(' '))

function assertResult(result: EvaluateResult): void {
  expect(typeof result.ok).toBe('boolean')
  if (!result.ok) {
    expect(result.error).toBeInstanceOf(EvaluationError)
    expect(typeof result.error.message).toBe('string')
  }
}

describe('evaluator fuzzing', () => {
  const evaluator = createEvaluator({ maxSteps: 2_000, logger: () => {} })

  function check(code: string): void {
    let result: EvaluateResult | undefined
    expect(() => {
      result = evaluator.evaluate(code, makeScope())
    }).not.toThrow()
    if (result) assertResult(result)
  }

  it('never throws on random strings', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), check), { numRuns: 1_500 })
  })

  it('never throws on random token sequences', () => {
    const tokens = fc
      .array(fc.constantFrom(...TOKENS), { maxLength: 25 })
      .map((parts) => parts.join(' '))
    fc.assert(fc.property(tokens, check), { numRuns: 2_000 })
  })

  it('never throws on random well-formed expressions and statements', () => {
    fc.assert(fc.property(fc.oneof(expression, statements), check), { numRuns: 2_000 })
  })

  it('never pollutes prototypes', () => {
    expect(Object.keys(Object.prototype)).toEqual([])
    expect(Object.keys(Array.prototype)).toEqual([])
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted')
  })
})
