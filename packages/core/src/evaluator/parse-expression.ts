/**
 * The operator layer of the parser: sequences, assignment, `?:`, binary operators by
 * precedence, unary and update operators, member access, calls and optional chains.
 * @module
 */
import type { BinaryOperator, Expression, LogicalOperator, SpreadElement } from './ast.ts'
import { AtomParser } from './parse-atom.ts'
import { SHORTHAND_ERROR } from './parser-base.ts'

/** Binary operator precedence, as in acorn (`**` is handled with the unary operators). */
const PRECEDENCE = new Map(
  '?? ||,&&,|,^,&,== != === !==,< > <= >= in instanceof,<< >> >>>,+ -,* / %'
    .split(',')
    .flatMap((ops, index) => ops.split(' ').map((op): [string, number] => [op, index + 1])),
)
const ASSIGN = new Set('= += -= *= /= %= <<= >>= >>>= |= ^= &= **= ||= &&= ??='.split(' '))
const PREFIX = new Set(['!', '~', '+', '-', '++', '--'])
const PREFIX_WORDS = new Set(['typeof', 'void', 'delete'])
/** Tokens that can start an expression (a `yield` before anything else has no argument). */
const STARTS_EXPRESSION = new Set(
  'name num string regexp private [ { ( ` ! ~ + - ++ -- / /='.split(' '),
)

/** Expressions built from atoms with operators, calls and member access. */
export abstract class ExpressionParser extends AtomParser {
  /** `a, b`: one expression or a sequence. */
  protected parseExpression(noIn = false, allowCover = false): Expression {
    const first = this.parseMaybeAssign(noIn, allowCover)
    if (this.type !== ',') return first
    const expressions = [first]
    while (this.eat(',')) expressions.push(this.parseMaybeAssign(noIn, allowCover))
    return { type: 'SequenceExpression', expressions }
  }

  /**
   * An assignment or anything tighter. `noIn` refuses `in` (a `for` head); `allowCover` lets a
   * `{ a = 1 }` shorthand through because the caller may still turn it into a pattern.
   */
  parseMaybeAssign(noIn = false, allowCover = false): Expression {
    this.enter()
    if (this.inGenerator && this.isWord('yield')) return this.leave(this.parseYield(noIn))
    const outer = this.shorthandAssign
    this.shorthandAssign = -1
    if (this.type === '(' || this.type === 'name') this.potentialArrowAt = this.start
    let left = this.parseConditional(noIn)
    const operator = this.type
    if (ASSIGN.has(operator)) {
      if (operator === '=') left = this.toAssignable(left, false) as Expression
      else this.checkSimpleTarget(left)
      this.shorthandAssign = -1
      this.next()
      const right = this.parseMaybeAssign(noIn)
      left = { type: 'AssignmentExpression', operator, left, right } as Expression
    } else if (this.shorthandAssign >= 0 && !allowCover) {
      this.raise(this.shorthandAssign, SHORTHAND_ERROR)
    }
    if (outer >= 0) this.shorthandAssign = outer
    return this.leave(left)
  }

  protected leave<T>(node: T): T {
    this.depth--
    return node
  }

  protected parseConditional(noIn: boolean): Expression {
    const test = this.parseExprOps(noIn)
    if (this.type !== '?' || this.shorthandAssign >= 0 || this.isBareArrow(test)) return test
    this.next()
    const consequent = this.parseMaybeAssign()
    this.expect(':')
    return {
      type: 'ConditionalExpression',
      test,
      consequent,
      alternate: this.parseMaybeAssign(noIn),
    }
  }

  protected parseExprOps(noIn: boolean): Expression {
    const left = this.parseMaybeUnary(noIn)
    if (this.shorthandAssign >= 0 || this.isBareArrow(left)) return left
    return this.parseExprOp(left, -1, noIn)
  }

  /** Operator precedence parsing; `??` may not be mixed with `||`/`&&` without parentheses. */
  protected parseExprOp(first: Expression, minPrec: number, noIn: boolean): Expression {
    let left = first
    for (;;) {
      const operator = this.type === 'name' && !this.escaped ? this.value : this.type
      let prec = PRECEDENCE.get(operator) ?? -1
      if (this.type === 'name' && operator !== 'in' && operator !== 'instanceof') prec = -1
      if (prec <= minPrec || (noIn && operator === 'in')) return left
      const logical = operator === '||' || operator === '&&'
      const coalesce = operator === '??'
      if (coalesce) prec = 2
      this.next()
      const right = this.parseExprOp(this.parseMaybeUnary(noIn), prec, noIn)
      left = (
        logical || coalesce
          ? { type: 'LogicalExpression', operator: operator as LogicalOperator, left, right }
          : { type: 'BinaryExpression', operator: operator as BinaryOperator, left, right }
      ) as Expression
      if (
        (logical && this.type === '??') ||
        (coalesce && (this.type === '||' || this.type === '&&'))
      ) {
        this.raise(
          this.start,
          'Logical expressions and coalesce expressions cannot be mixed. Wrap either by parentheses',
        )
      }
    }
  }

  protected parseMaybeUnary(noIn: boolean, sawUnary = false, incDec = false): Expression {
    let expr: Expression
    const word = this.type === 'name' && !this.escaped
    if (word && this.inAsync && this.value === 'await') {
      this.next()
      this.enter()
      expr = { type: 'AwaitExpression', argument: this.parseMaybeUnary(noIn, true) }
      this.depth--
      sawUnary = true
    } else if (PREFIX.has(this.type) || (word && PREFIX_WORDS.has(this.value))) {
      const operator = this.value
      const update = operator === '++' || operator === '--'
      this.next()
      this.enter()
      const argument = this.parseMaybeUnary(noIn, true, update)
      this.depth--
      if (this.shorthandAssign >= 0) this.raise(this.shorthandAssign, SHORTHAND_ERROR)
      if (update) this.checkSimpleTarget(argument)
      else sawUnary = true
      expr = {
        type: update ? 'UpdateExpression' : 'UnaryExpression',
        operator,
        prefix: true,
        argument,
      } as Expression
    } else if (!sawUnary && this.type === 'private' && this.classDepth > 0) {
      expr = { type: 'PrivateIdentifier', name: this.value } as unknown as Expression
      this.next()
      if (!this.isWord('in')) this.unexpected()
    } else {
      expr = this.parseExprSubscripts(noIn)
      if (this.shorthandAssign >= 0) return expr
      while ((this.type === '++' || this.type === '--') && !this.newlineBefore) {
        this.checkSimpleTarget(expr)
        expr = { type: 'UpdateExpression', operator: this.type, prefix: false, argument: expr }
        this.next()
      }
    }
    if (incDec || this.type !== '**' || this.isBareArrow(expr)) return expr
    if (sawUnary) this.unexpected()
    this.next()
    this.enter()
    const right = this.parseMaybeUnary(noIn)
    this.depth--
    return { type: 'BinaryExpression', operator: '**', left: expr, right }
  }

  protected parseExprSubscripts(noIn: boolean): Expression {
    const asyncCall =
      this.isWord('async') && this.potentialArrowAt === this.start && this.end - this.start === 5
    const atom = this.parseExprAtom(noIn)
    if (this.shorthandAssign >= 0 || this.isBareArrow(atom)) return atom
    return this.parseSubscripts(atom, false, noIn, asyncCall && !this.canInsertSemicolon())
  }

  /** `.name`, `?.name`, `[key]`, `(args)` and tagged templates after `base`. */
  protected parseSubscripts(
    base: Expression,
    noCalls: boolean,
    noIn: boolean,
    maybeAsyncArrow = false,
  ): Expression {
    let optionalChained = false
    for (; ; maybeAsyncArrow = false) {
      const optional = this.type === '?.'
      if (optional) {
        if (noCalls)
          this.raise(this.start, 'Optional chaining cannot appear in the callee of new expressions')
        this.next()
        optionalChained = true
      }
      if (this.eat('[')) {
        const property = this.parseExpression()
        this.expect(']')
        base = { type: 'MemberExpression', object: base, property, computed: true, optional }
      } else if ((optional && this.type !== '(' && this.type !== '`') || this.eat('.')) {
        const property =
          this.type === 'private' && this.classDepth > 0
            ? { type: 'PrivateIdentifier' as const, name: this.value }
            : this.parseIdent(true)
        if (property.type === 'PrivateIdentifier') this.next()
        base = { type: 'MemberExpression', object: base, property, computed: false, optional }
      } else if (!noCalls && this.type === '(') {
        this.next()
        const args = this.parseExprList(')', maybeAsyncArrow && !optional)
        if (maybeAsyncArrow && !optional && !this.canInsertSemicolon() && this.eat('=>')) {
          this.shorthandAssign = -1
          return this.parseArrow(args, true, noIn)
        }
        if (this.shorthandAssign >= 0) this.raise(this.shorthandAssign, SHORTHAND_ERROR)
        base = { type: 'CallExpression', callee: base, arguments: args as Expression[], optional }
      } else if (this.type === '`') {
        if (optionalChained) {
          this.raise(
            this.start,
            'Optional chaining cannot appear in the tag of tagged template expressions',
          )
        }
        base = { type: 'TaggedTemplateExpression', tag: base, quasi: this.parseTemplate(true) }
      } else {
        return optionalChained ? { type: 'ChainExpression', expression: base as never } : base
      }
    }
  }

  /** Comma-separated items up to `close`: call arguments or (`allowEmpty`) array elements. */
  protected parseExprList(
    close: string,
    allowCover: boolean,
    allowEmpty = false,
  ): Array<Expression | SpreadElement | null> {
    const items: Array<Expression | SpreadElement | null> = []
    let first = true
    while (!this.eat(close)) {
      if (!first) {
        this.expect(',')
        if (this.eat(close)) break
      }
      first = false
      if (allowEmpty && this.type === ',') items.push(null)
      else if (this.type === '...') items.push(this.parseSpread(allowCover))
      else items.push(this.parseMaybeAssign(false, allowCover))
    }
    return items
  }

  protected parseSpread(allowCover: boolean): SpreadElement {
    this.next()
    const spread: SpreadElement = {
      type: 'SpreadElement',
      argument: this.parseMaybeAssign(false, allowCover),
    }
    if (this.type === ',') this.restWithComma.add(spread)
    return spread
  }

  protected parseYield(noIn: boolean): Expression {
    this.next()
    if (this.canInsertSemicolon() || (this.type !== '*' && !STARTS_EXPRESSION.has(this.type))) {
      return { type: 'YieldExpression', delegate: false, argument: null }
    }
    const delegate = this.eat('*')
    return { type: 'YieldExpression', delegate, argument: this.parseMaybeAssign(noIn) }
  }
}
