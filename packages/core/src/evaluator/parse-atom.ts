/**
 * The atom layer of the parser: literals, identifiers, keywords, `new`, `import()`,
 * parenthesized expressions and arrow functions, template literals.
 * @module
 */
import type {
  ArrowFunctionExpression,
  BlockStatement,
  Expression,
  Literal,
  Node,
  Pattern,
  SpreadElement,
  TemplateLiteral,
} from './ast.ts'
import { KEYWORDS, SHORTHAND_ERROR } from './parser-base.ts'
import { PatternParser } from './parse-pattern.ts'

/** Atoms; operators, objects, functions and classes are left to the subclasses. */
export abstract class AtomParser extends PatternParser {
  protected abstract parseObjectLiteral(): Expression
  protected abstract parseFunction(statement: false, isAsync: boolean): Expression
  protected abstract parseClassExpression(): Expression
  protected abstract parseFunctionBody(): BlockStatement
  protected abstract parseExpression(noIn?: boolean, allowCover?: boolean): Expression
  protected abstract parseSubscripts(base: Expression, noCalls: boolean, noIn: boolean): Expression
  protected abstract parseExprList(
    close: string,
    allowCover: boolean,
    allowEmpty?: boolean,
  ): Array<Expression | SpreadElement | null>

  /** An arrow function not wrapped in parentheses ends its expression. */
  protected isBareArrow(node: Node): boolean {
    return node.type === 'ArrowFunctionExpression' && !this.parenthesized.has(node)
  }

  /** A number, string or regular expression literal. */
  protected parseLiteral(): Literal {
    const start = this.start
    let node: Literal
    if (this.type === 'num') {
      const value = this.number
      node =
        typeof value === 'bigint'
          ? { type: 'Literal', value, bigint: value.toString() }
          : { type: 'Literal', value }
    } else if (this.type === 'regexp') {
      const regex = { pattern: this.value, flags: this.extra }
      const flag = /[^dgimsuyv]/.exec(regex.flags) ?? /(.).*\1/.exec(regex.flags)
      if (flag !== null) {
        const known = 'dgimsuyv'.includes(flag[0].charAt(0))
        this.raise(start + 1, `${known ? 'Duplicate' : 'Invalid'} regular expression flag`)
      }
      try {
        node = { type: 'Literal', value: new RegExp(regex.pattern, regex.flags), regex }
      } catch (error) {
        return this.raise(start + 1, error instanceof Error ? error.message : String(error))
      }
    } else node = { type: 'Literal', value: this.value }
    this.next()
    return node
  }

  protected parseExprAtom(noIn: boolean): Expression {
    if (this.type === '/' || this.type === '/=') this.readRegExp()
    switch (this.type) {
      case 'name':
        return this.parseNameAtom(noIn)
      case 'num':
      case 'string':
      case 'regexp':
        return this.parseLiteral()
      case '(':
        return this.parseParenAndArrow(noIn)
      case '[':
        this.next()
        return { type: 'ArrayExpression', elements: this.parseExprList(']', true, true) }
      case '{':
        return this.parseObjectLiteral()
      case '`':
        return this.parseTemplate(false)
      default:
        return this.unexpected()
    }
  }

  protected parseNameAtom(noIn: boolean): Expression {
    const start = this.start
    if (!this.escaped) {
      switch (this.value) {
        case 'this':
        case 'super':
        case 'null':
        case 'true':
        case 'false':
          return this.parseKeywordValue()
        case 'function':
          this.next()
          return this.parseFunction(false, false)
        case 'class':
          return this.parseClassExpression()
        case 'new':
          return this.parseNew()
        case 'import':
          return this.parseImport()
        default:
          break
      }
    }
    const canBeArrow = this.potentialArrowAt === start
    const isAsync = this.isWord('async')
    const id = this.parseIdent()
    if (isAsync && !this.canInsertSemicolon() && this.isWord('function')) {
      this.next()
      return this.parseFunction(false, true)
    }
    if (canBeArrow && !this.canInsertSemicolon()) {
      if (this.eat('=>')) return this.parseArrow([id], false, noIn)
      if (isAsync && this.type === 'name' && !KEYWORDS.has(this.value)) {
        const param = this.parseIdent()
        if (this.canInsertSemicolon() || !this.eat('=>')) this.unexpected()
        return this.parseArrow([param], true, noIn)
      }
    }
    return id
  }

  protected parseKeywordValue(): Expression {
    const { start, value: word } = this
    this.next()
    if (word === 'this') return { type: 'ThisExpression' }
    if (word === 'null') return { type: 'Literal', value: null }
    if (word !== 'super') return { type: 'Literal', value: word === 'true' }
    if (this.superLevel === 0) this.raise(start, "'super' keyword outside a method")
    if (this.type === '(' && this.superLevel < 2) {
      this.raise(start, 'super() call outside constructor of a subclass')
    }
    if (this.type !== '.' && this.type !== '[' && this.type !== '(') this.unexpected()
    return { type: 'Super' } as unknown as Expression
  }

  protected parseNew(): Expression {
    this.next()
    if (this.eat('.')) {
      const property = this.parseIdent(true)
      if (property.name !== 'target')
        this.raise(this.start, "The only valid meta property for new is 'new.target'")
      if (!this.inFunction)
        this.raise(this.start, "'new.target' can only be used in functions and class static block")
      return { type: 'MetaProperty', meta: { type: 'Identifier', name: 'new' }, property }
    }
    this.enter()
    const callee = this.parseSubscripts(this.parseExprAtom(false), true, false)
    this.depth--
    if ((callee as Node).type === 'Super') this.raise(this.start, "Invalid use of 'super'")
    const args = this.eat('(') ? (this.parseExprList(')', false) as Expression[]) : []
    return { type: 'NewExpression', callee, arguments: args }
  }

  protected parseImport(): Expression {
    this.next()
    if (this.type === '.') this.raise(this.start, "Cannot use 'import.meta' outside a module")
    this.expect('(')
    const source = this.parseMaybeAssign()
    let options: Expression | null = null
    if (this.eat(',') && this.type !== ')') {
      options = this.parseMaybeAssign()
      this.eat(',')
    }
    this.expect(')')
    return { type: 'ImportExpression', source, options }
  }

  /** `(…)`: a parenthesized expression, or the parameters of an arrow function. */
  protected parseParenAndArrow(noIn: boolean): Expression {
    const canBeArrow = this.potentialArrowAt === this.start
    this.next()
    const items: Node[] = []
    let trailingComma = false
    let restStart = -1
    for (let first = true; this.type !== ')'; first = false) {
      if (!first) {
        this.expect(',')
        if (this.type === ')') {
          trailingComma = true
          break
        }
      }
      if (this.type === '...') {
        restStart = this.start
        items.push(this.parseRestBinding())
        break
      }
      items.push(this.parseMaybeAssign(false, true))
    }
    const closeStart = this.start
    this.expect(')')
    if (canBeArrow && !this.canInsertSemicolon() && this.eat('=>')) {
      this.shorthandAssign = -1
      return this.parseArrow(items, false, noIn)
    }
    if (items.length === 0 || trailingComma) this.unexpected(closeStart)
    if (restStart >= 0) this.unexpected(restStart)
    if (this.shorthandAssign >= 0) this.raise(this.shorthandAssign, SHORTHAND_ERROR)
    const expression: Expression =
      items.length > 1
        ? { type: 'SequenceExpression', expressions: items as Expression[] }
        : (items[0] as Expression)
    this.parenthesized.add(expression)
    return expression
  }

  /** The rest of an arrow function, once `=>` is read. */
  protected parseArrow(
    params: Array<Node | null>,
    isAsync: boolean,
    noIn: boolean,
  ): ArrowFunctionExpression {
    const { inAsync, inGenerator } = this
    this.inAsync = isAsync
    this.inGenerator = false
    const patterns = this.toAssignableList(params, true) as Pattern[]
    const expression = this.type !== '{'
    const body = expression ? this.parseMaybeAssign(noIn) : this.parseFunctionBody()
    this.checkParams(patterns, false)
    this.inAsync = inAsync
    this.inGenerator = inGenerator
    return {
      type: 'ArrowFunctionExpression',
      id: null,
      expression,
      generator: false,
      async: isAsync,
      params: patterns,
      body,
    }
  }

  /** A template literal; its chunks are read on demand after `` ` `` and each `}`. */
  protected parseTemplate(tagged: boolean): TemplateLiteral {
    const node: TemplateLiteral = { type: 'TemplateLiteral', expressions: [], quasis: [] }
    for (;;) {
      this.readTemplateChunk()
      if (this.badEscape >= 0 && !tagged) {
        this.raise(this.badEscape, 'Bad escape sequence in untagged template literal')
      }
      const tail = this.type === 'template-tail'
      const cooked = this.badEscape >= 0 ? null : this.value
      node.quasis.push({ type: 'TemplateElement', value: { raw: this.extra, cooked }, tail })
      this.next()
      if (tail) return node
      node.expressions.push(this.parseExpression())
      if (this.type !== '}') this.unexpected()
    }
  }
}
