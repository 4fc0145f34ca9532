/**
 * The statement layer of the parser, and the whole parser: statement lists with their
 * directive prologue, blocks, and the dispatch of one statement on its first token.
 * @module
 */
import type { BlockStatement, Program, Statement, VariableDeclaration } from './ast.ts'
import { isIdentifierChar } from './char-codes.ts'
import { ControlParser } from './parse-control.ts'

type Kind = VariableDeclaration['kind']

/** The complete parser; one instance parses one source text. */
export class Parser extends ControlParser {
  /** Parses the whole input as a script. */
  parseTopLevel(): Program {
    this.next()
    return { type: 'Program', body: this.parseStatementList('eof', true), sourceType: 'script' }
  }

  /** Statements up to (not including) the `end` token; marks a leading directive prologue. */
  protected parseStatementList(end: string, directives: boolean): Statement[] {
    const body: Statement[] = []
    let prologue = directives
    while (this.type !== end) {
      if (this.type === 'eof') this.unexpected()
      const start = this.start
      const rawEnd = this.type === 'string' ? this.end : -1
      const statement = this.parseStatement('')
      if (prologue) {
        const quote = this.input.charAt(start)
        prologue =
          rawEnd !== -1 &&
          (quote === '"' || quote === "'") &&
          statement.type === 'ExpressionStatement' &&
          statement.expression.type === 'Literal' &&
          typeof statement.expression.value === 'string'
        if (prologue)
          (statement as { directive?: string }).directive = this.input.slice(start + 1, rawEnd - 1)
      }
      body.push(statement)
    }
    return body
  }

  protected parseFunctionBody(): BlockStatement {
    const { labels } = this
    this.labels = []
    this.expect('{')
    const body = this.parseStatementList('}', true)
    this.next()
    this.labels = labels
    return { type: 'BlockStatement', body }
  }

  protected parseBlock(): BlockStatement {
    this.expect('{')
    const body = this.parseStatementList('}', false)
    this.next()
    return { type: 'BlockStatement', body }
  }

  /**
   * One statement. `context` is '' in a statement list, otherwise the construct whose single
   * body this is (`if`, `for`, `label`…), where declarations are not allowed.
   */
  protected parseStatement(context: string): Statement {
    this.enter()
    const statement = this.parseStatementInner(context)
    this.depth--
    return statement
  }

  protected parseStatementInner(context: string): Statement {
    const start = this.start
    if (this.type === '{') return this.parseBlock()
    if (this.eat(';')) return { type: 'EmptyStatement' }
    const word = this.type === 'name' && !this.escaped ? this.value : ''
    switch (word) {
      case 'break':
      case 'continue':
        return this.parseBreakContinue(word === 'break', start)
      case 'debugger':
        this.next()
        this.semicolon()
        return { type: 'DebuggerStatement' }
      case 'do':
        return this.parseDoWhile()
      case 'for':
        return this.parseFor()
      case 'function':
        if (context && context !== 'if' && context !== 'label') this.unexpected()
        this.next()
        return this.parseFunction(true, false, context !== '')
      case 'class':
        if (context) this.unexpected()
        return this.parseClass(true) as Statement
      case 'if':
        return this.parseIf()
      case 'return':
        return this.parseReturn()
      case 'switch':
        return this.parseSwitch()
      case 'throw':
        return this.parseThrow()
      case 'try':
        return this.parseTry()
      case 'while':
        return this.parseWhile()
      case 'with':
        this.next()
        return {
          type: 'WithStatement',
          object: this.parseParenExpression(),
          body: this.parseStatement('with'),
        }
      case 'var':
      case 'const':
      case 'let':
        if (word === 'let' && !this.isLetDeclaration(context)) break
        if (context && word !== 'var') this.unexpected()
        this.next()
        return this.endStatement(this.parseVar(false, word as Kind))
      case 'import':
      case 'export': {
        const next = this.input.charAt(this.peek().pos)
        if (word === 'import' && (next === '(' || next === '.')) break
        return this.raise(start, "'import' and 'export' may appear only with 'sourceType: module'")
      }
      case 'async':
        if (!this.isAsyncFunction()) break
        if (context) this.unexpected()
        this.next()
        this.next()
        return this.parseFunction(true, true, false)
      default:
        break
    }
    const startsWithName = this.type === 'name'
    const expression = this.parseExpression()
    if (startsWithName && expression.type === 'Identifier' && this.eat(':')) {
      return this.parseLabeled(expression, context, start)
    }
    return this.endStatement({ type: 'ExpressionStatement', expression })
  }

  /** `async function` with no line break in between. */
  protected isAsyncFunction(): boolean {
    const { pos, newline } = this.peek()
    const after = this.input.codePointAt(pos + 8) ?? -1
    return (
      !newline &&
      this.input.startsWith('function', pos) &&
      after !== 92 &&
      (after === -1 || !isIdentifierChar(after, false))
    )
  }
}
