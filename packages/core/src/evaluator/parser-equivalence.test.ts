import { type Options, parse } from 'acorn'
import fc from 'fast-check'
import { readFileSync, readdirSync } from 'node:fs'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { isExpressionCode } from './parse-code.ts'
import { ParseError } from './parse-error.ts'
import { parseProgram } from './parse-program.ts'
import { INVALID_SYNTAX, TRICKY_SYNTAX, TYPICAL_BINDINGS } from './parser-corpus.test-support.ts'

/** acorn, as the evaluator used it before our parser (a root devDependency, for this test). */
const ACORN_OPTIONS: Options = {
  ecmaVersion: 'latest',
  sourceType: 'script',
  allowReturnOutsideFunction: true,
}
const POSITION_KEYS = new Set(['start', 'end', 'loc', 'range', 'raw'])

function stripPositions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripPositions)
  if (typeof node !== 'object' || node === null || node instanceof RegExp) return node
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !POSITION_KEYS.has(key))
      .map(([key, value]) => [key, stripPositions(value)]),
  )
}

type Outcome = { ast: unknown } | { error: unknown }

function outcome(parser: (code: string) => unknown, code: string): Outcome {
  try {
    return { ast: stripPositions(parser(code)) }
  } catch (error) {
    return { error }
  }
}

/** Code strings passed to value(), failure(), evaluate() and parseCode() in the evaluator tests. */
function codeOfEvaluatorTests(): string[] {
  const dir = new URL('./', import.meta.url)
  const found = new Set<string>()
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.test.ts'))) {
    const text = readFileSync(new URL(file, dir), 'utf8')
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression.getText(source)
        const arg = node.arguments[0]
        const isCode = /(?:^value|^failure|evaluate|^parseCode|^check)$/.test(callee)
        if (isCode && arg && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg))) {
          found.add(arg.text)
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return [...found]
}

/** Differences between our parser and acorn on `code` (and on its wrapped expression form). */
function differences(code: string): string[] {
  const forms = isExpressionCode(code) ? [code, `(${code}\n)`] : [code]
  return forms.flatMap((form) => {
    const ours = outcome(parseProgram, form)
    const theirs = outcome((text) => parse(text, ACORN_OPTIONS), form)
    if ('error' in ours && !(ours.error instanceof ParseError)) return [`${form}: not a ParseError`]
    if ('error' in ours && 'error' in theirs) return []
    if ('error' in ours || 'error' in theirs) {
      return [`${JSON.stringify(form)}: ${'error' in ours ? 'only ours' : 'only acorn'} rejects`]
    }
    try {
      expect(ours.ast).toEqual(theirs.ast)
      return []
    } catch {
      return [`${JSON.stringify(form)}: ASTs differ`]
    }
  })
}

function acornAccepts(code: string): boolean {
  return 'ast' in outcome((text) => parse(text, ACORN_OPTIONS), code)
}

describe('parser equivalence with acorn', () => {
  const testCode = codeOfEvaluatorTests()

  it('takes a corpus of over 150 valid code strings from the evaluator tests', () => {
    expect(testCode.filter(acornAccepts).length).toBeGreaterThan(150)
  })

  it('produces the same ASTs as acorn for the code of the evaluator tests', () => {
    expect(testCode.flatMap(differences)).toEqual([])
  })

  it('produces the same ASTs as acorn for typical bindings and actions', () => {
    expect(TYPICAL_BINDINGS.every(acornAccepts)).toBe(true)
    expect(TYPICAL_BINDINGS.flatMap(differences)).toEqual([])
  })

  it('produces the same ASTs as acorn for tricky syntax', () => {
    expect(TRICKY_SYNTAX.every(acornAccepts)).toBe(true)
    expect(TRICKY_SYNTAX.flatMap(differences)).toEqual([])
  })

  it('refuses invalid code with a ParseError, as acorn does', () => {
    expect(INVALID_SYNTAX.filter(acornAccepts)).toEqual([])
    expect(INVALID_SYNTAX.flatMap(differences)).toEqual([])
  })

  it('gives the same message as acorn for common syntax errors', () => {
    for (const code of ['a +', 'state.a +', "'abc", 'a ?? b || c', 'break', '/a/gg', '3in x']) {
      const theirs = outcome((text) => parse(text, ACORN_OPTIONS), code)
      const ours = outcome(parseProgram, code)
      expect('error' in ours && ours.error instanceof Error && ours.error.message).toBe(
        'error' in theirs && theirs.error instanceof Error && theirs.error.message,
      )
    }
  })

  it('agrees with acorn on random programs built from tricky fragments', () => {
    const fragment = fc.constantFrom(
      ..."a b x async let of get set static yield await new this in ( ) [ ] { } => ; , : ? ?. . ... ++ -- + - * ** / = += ?? || && ! typeof delete if else for while do return break continue switch case default function class try catch 1 .5 0x1F 1_0 10n 's' `t` `${a}` /r/g".split(
        ' ',
      ),
      '\n',
      '//c\n',
    )
    const program = fc.array(fragment, { maxLength: 14 }).map((parts) => parts.join(' '))
    fc.assert(
      fc.property(program, (code) => {
        // Redeclaration (`let a; let a`) is the one early error we do not check. And acorn reads
        // `/` after `?.keyword` as a regular expression (engines, and we, read a division).
        const theirs = outcome((text) => parse(text, ACORN_OPTIONS), code)
        const skip =
          ('error' in theirs && String(theirs.error).includes('has already been declared')) ||
          /\?\.\s*[a-z]+\s*\//.test(code)
        expect(skip ? [] : differences(code)).toEqual([])
      }),
      { numRuns: 3_000 },
    )
  })
})
