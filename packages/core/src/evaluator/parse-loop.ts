/**
 * The parser's loop layer: `for` (all three forms), `while`, `do…while`, and the variable
 * declarations they and statement lists share.
 * @module
 */
import type {
  Expression,
  ForInStatement,
  ForOfStatement,
  ForStatement,
  Pattern,
  Statement,
  VariableDeclaration,
} from './ast.ts'
import { isIdentifierChar } from './char-codes.ts'
import { ClassParser } from './parse-class.ts'
import { type Label, SHORTHAND_ERROR, boundNames } from './parser-base.ts'

/** The `break`/`continue` target every loop pushes. */
const LOOP: Label = Object.freeze({ kind: 'loop' })

type Kind = VariableDeclaration['kind']

/** Loops and declarations; other statements are left to the subclasses. */
export abstract class LoopParser extends ClassParser {
  protected abstract parseStatement(context: string): Statement

  protected parseParenExpression(): Expression {
    this.expect('(')
    const expression = this.parseExpression()
    this.expect(')')
    return expression
  }

  protected parseLoopBody(context: string): Statement {
    this.labels.push(LOOP)
    const body = this.parseStatement(context)
    this.labels.pop()
    return body
  }

  protected parseDoWhile(): Statement {
    this.next()
    const body = this.parseLoopBody('do')
    if (!this.isWord('while')) this.unexpected()
    this.next()
    const test = this.parseParenExpression()
    this.eat(';')
    return { type: 'DoWhileStatement', body, test }
  }

  protected parseWhile(): Statement {
    this.next()
    const test = this.parseParenExpression()
    return { type: 'WhileStatement', test, body: this.parseLoopBody('while') }
  }

  /** Declarators after `var`/`let`/`const`; `isFor` allows `for (const x of …)` heads. */
  protected parseVar(isFor: boolean, kind: Kind): VariableDeclaration {
    const node: VariableDeclaration = { type: 'VariableDeclaration', declarations: [], kind }
    do {
      const id = this.parseBindingAtom()
      if (kind !== 'var' && boundNames([id]).includes('let')) {
        this.raise(this.start, 'let is disallowed as a lexically bound name')
      }
      let init: Expression | null = null
      const forHead = isFor && (this.isWord('in') || this.isWord('of'))
      if (this.eat('=')) init = this.parseMaybeAssign(isFor)
      else if (kind === 'const' && !(this.isWord('in') || this.isWord('of'))) this.unexpected()
      else if (id.type !== 'Identifier' && !forHead) {
        this.raise(this.start, 'Complex binding patterns require an initialization value')
      }
      node.declarations.push({ type: 'VariableDeclarator', id, init })
    } while (this.eat(','))
    return node
  }

  /** `let` starts a declaration when followed by `[`, `{` or a name (not `in`/`instanceof`). */
  protected isLetDeclaration(context: string): boolean {
    const pos = this.peek().pos
    const next = this.input.charAt(pos)
    if (next === '[' || next === '\\') return true
    if (context) return false
    if (next === '{') return true
    const code = this.input.codePointAt(pos) ?? -1
    if (code === -1 || !isIdentifierChar(code, true)) return false
    // `let in x` and `let instanceof x` are expressions.
    const word = /^in(?:stanceof)?/.exec(this.input.slice(pos, pos + 10))?.[0]
    if (word === undefined) return true
    const after = this.input.codePointAt(pos + word.length) ?? -1
    return after === 92 || (after !== -1 && isIdentifierChar(after, false))
  }

  protected parseFor(): Statement {
    this.next()
    const isAwait = this.inAsync && this.isWord('await')
    if (isAwait) this.next()
    this.expect('(')
    if (this.type === ';') {
      if (isAwait) this.unexpected()
      return this.parseForRest(null)
    }
    const isLet = this.isWord('let') && this.isLetDeclaration('')
    if (this.isWord('var') || this.isWord('const') || isLet) {
      const kind = this.value as Kind
      this.next()
      const init = this.parseVar(true, kind)
      if ((this.isWord('in') || this.isWord('of')) && init.declarations.length === 1) {
        return this.parseForIn(init, isAwait)
      }
      if (isAwait) this.unexpected()
      return this.parseForRest(init)
    }
    const startsWithLet = this.isWord('let')
    const startsWithAsync = this.isWord('async')
    const init = isAwait ? this.parseExprSubscripts(true) : this.parseExpression(true, true)
    if (this.isWord('in') || this.isWord('of')) {
      const isOf = this.isWord('of')
      if (isAwait && !isOf) this.unexpected()
      if (isOf && !isAwait && startsWithAsync && init.type === 'Identifier') this.unexpected()
      if (startsWithLet && isOf)
        this.raise(this.start, "The left-hand side of a for-of loop may not start with 'let'.")
      this.shorthandAssign = -1
      return this.parseForIn(this.toAssignable(init, false), isAwait)
    }
    if (this.shorthandAssign >= 0) {
      this.raise(this.shorthandAssign, SHORTHAND_ERROR)
    }
    if (isAwait) this.unexpected()
    return this.parseForRest(init)
  }

  protected parseForRest(init: VariableDeclaration | Expression | null): ForStatement {
    this.expect(';')
    const test = this.type === ';' ? null : this.parseExpression()
    this.expect(';')
    const update = this.type === ')' ? null : this.parseExpression()
    this.expect(')')
    return { type: 'ForStatement', init, test, update, body: this.parseLoopBody('for') }
  }

  protected parseForIn(
    left: VariableDeclaration | Pattern,
    isAwait: boolean,
  ): ForInStatement | ForOfStatement {
    const isIn = this.isWord('in')
    this.next()
    const declarator = left.type === 'VariableDeclaration' ? left.declarations[0] : undefined
    if (
      declarator?.init &&
      (!isIn || (left as VariableDeclaration).kind !== 'var' || declarator.id.type !== 'Identifier')
    ) {
      this.raise(
        this.start,
        `${isIn ? 'for-in' : 'for-of'} loop variable declaration may not have an initializer`,
      )
    }
    const right = isIn ? this.parseExpression() : this.parseMaybeAssign()
    this.expect(')')
    const body = this.parseLoopBody('for')
    return isIn
      ? { type: 'ForInStatement', left, right, body }
      : { type: 'ForOfStatement', await: isAwait, left, right, body }
  }
}
