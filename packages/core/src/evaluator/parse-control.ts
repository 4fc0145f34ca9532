/**
 * The parser's control-flow layer: `if`, `switch`, `try`, `throw`, `return`, `break`,
 * `continue` and labelled statements (with acorn's checks of break and continue targets).
 * @module
 */
import type { BlockStatement, Identifier, Pattern, Statement, SwitchCase } from './ast.ts'
import { type Label } from './parser-base.ts'
import { LoopParser } from './parse-loop.ts'

const SWITCH: Label = Object.freeze({ kind: 'switch' })
const LOOP_WORDS = new Set(['do', 'for', 'while'])

/** Control flow statements; blocks and statement lists are left to the subclass. */
export abstract class ControlParser extends LoopParser {
  protected abstract parseBlock(): BlockStatement

  protected endStatement<T extends Statement>(statement: T): T {
    this.semicolon()
    return statement
  }

  protected parseIf(): Statement {
    this.next()
    const test = this.parseParenExpression()
    const consequent = this.parseStatement('if')
    const alternate = this.isWord('else') ? (this.next(), this.parseStatement('if')) : null
    return { type: 'IfStatement', test, consequent, alternate }
  }

  protected parseReturn(): Statement {
    this.next()
    if (this.eat(';') || this.canInsertSemicolon())
      return { type: 'ReturnStatement', argument: null }
    return this.endStatement({ type: 'ReturnStatement', argument: this.parseExpression() })
  }

  protected parseThrow(): Statement {
    const end = this.end
    this.next()
    if (this.newlineBefore) this.raise(end, 'Illegal newline after throw')
    return this.endStatement({ type: 'ThrowStatement', argument: this.parseExpression() })
  }

  protected parseBreakContinue(isBreak: boolean, start: number): Statement {
    this.next()
    let label: Identifier | null = null
    if (!this.eat(';') && !this.canInsertSemicolon()) {
      if (this.type !== 'name') this.unexpected()
      label = this.parseIdent()
      this.semicolon()
    }
    const found = this.labels.some(
      (target) =>
        (label === null || target.name === label.name) &&
        ((target.kind !== null && (isBreak || target.kind === 'loop')) ||
          (label !== null && isBreak)),
    )
    if (!found) this.raise(start, `Unsyntactic ${isBreak ? 'break' : 'continue'}`)
    return { type: isBreak ? 'BreakStatement' : 'ContinueStatement', label }
  }

  protected parseLabeled(label: Identifier, context: string, start: number): Statement {
    if (this.labels.some((target) => target.name === label.name)) {
      this.raise(start, `Label '${label.name}' is already declared`)
    }
    const word = this.type === 'name' && !this.escaped ? this.value : ''
    const kind = LOOP_WORDS.has(word) ? 'loop' : word === 'switch' ? 'switch' : null
    for (let i = this.labels.length - 1; i >= 0; i--) {
      const previous = this.labels[i]
      if (previous?.statementStart !== start) break
      previous.statementStart = this.start
      previous.kind = kind
    }
    this.labels.push({ name: label.name, kind, statementStart: this.start })
    const body = this.parseStatement(context.includes('label') ? context : `${context}label`)
    this.labels.pop()
    return { type: 'LabeledStatement', label, body }
  }

  protected parseSwitch(): Statement {
    this.next()
    const discriminant = this.parseParenExpression()
    const cases: SwitchCase[] = []
    this.expect('{')
    this.labels.push(SWITCH)
    let current: SwitchCase | undefined
    while (!this.eat('}')) {
      if (this.isWord('case') || this.isWord('default')) {
        const isCase = this.value === 'case'
        this.next()
        if (!isCase && cases.some((c) => c.test === null))
          this.raise(this.start, 'Multiple default clauses')
        current = {
          type: 'SwitchCase',
          consequent: [],
          test: isCase ? this.parseExpression() : null,
        }
        cases.push(current)
        this.expect(':')
      } else {
        if (current === undefined) this.unexpected()
        current.consequent.push(this.parseStatement(''))
      }
    }
    this.labels.pop()
    return { type: 'SwitchStatement', discriminant, cases }
  }

  protected parseTry(): Statement {
    const start = this.start
    this.next()
    const block = this.parseBlock()
    let handler = null
    if (this.isWord('catch')) {
      this.next()
      let param: Pattern | null = null
      if (this.eat('(')) {
        param = this.parseBindingAtom()
        this.expect(')')
      }
      handler = { type: 'CatchClause' as const, param, body: this.parseBlock() }
    }
    const finalizer = this.isWord('finally') ? (this.next(), this.parseBlock()) : null
    if (!handler && !finalizer) this.raise(start, 'Missing catch or finally clause')
    return { type: 'TryStatement', block, handler, finalizer }
  }
}
