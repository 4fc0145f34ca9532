/**
 * The pattern layer of the parser: binding patterns (`const { a, b: [c] = [] } = x`,
 * parameters) and the conversion of already parsed expressions into patterns
 * (`[a, b] = [b, a]`, arrow parameters), as acorn does it.
 * @module
 */
import type {
  AssignmentPattern,
  AssignmentProperty,
  Expression,
  Literal,
  Node,
  Pattern,
  PrivateIdentifier,
  RestElement,
} from './ast.ts'
import { ParserBase, makeProperty } from './parser-base.ts'

/** A property key and whether it was computed (`[key]`). */
export interface PropertyKey {
  key: Expression | PrivateIdentifier
  computed: boolean
}

type Mutable = { type: string }

/** Binding patterns and expression-to-pattern conversion. */
export abstract class PatternParser extends ParserBase {
  abstract parseMaybeAssign(noIn?: boolean, allowCover?: boolean): Expression
  protected abstract parseLiteral(): Literal

  /** `name`, `'name'`, `1`, `[expression]` or (in classes) `#name`. */
  protected parsePropertyName(allowPrivate = false): PropertyKey {
    if (this.eat('[')) {
      const key = this.parseMaybeAssign()
      this.expect(']')
      return { key, computed: true }
    }
    if (this.type === 'num' || this.type === 'string') {
      return { key: this.parseLiteral(), computed: false }
    }
    if (this.type === 'private' && allowPrivate) {
      const name = this.value
      this.next()
      return { key: { type: 'PrivateIdentifier', name }, computed: false }
    }
    return { key: this.parseIdent(true), computed: false }
  }

  /** A binding target: an identifier, `[…]` or `{…}`. */
  protected parseBindingAtom(): Pattern {
    if (this.type === '[') {
      this.next()
      return { type: 'ArrayPattern', elements: this.parseBindingList(']', true) }
    }
    if (this.type === '{') return this.parseObjectPattern()
    return this.parseIdent()
  }

  /** Parameters or array pattern elements up to `close`, with holes when `allowEmpty`. */
  protected parseBindingList(close: string, allowEmpty: boolean): Array<Pattern | null> {
    const elements: Array<Pattern | null> = []
    let first = true
    while (!this.eat(close)) {
      if (!first) this.expect(',')
      first = false
      if (allowEmpty && this.type === ',') elements.push(null)
      else if (this.eat(close)) break
      else if (this.type === '...') {
        elements.push(this.parseRestBinding())
        this.expect(close)
        break
      } else elements.push(this.parseMaybeDefault())
    }
    return elements
  }

  /** `...target` as the last parameter or element. */
  protected parseRestBinding(): RestElement {
    this.next()
    const rest: RestElement = { type: 'RestElement', argument: this.parseBindingAtom() }
    if (this.type === ',') this.raise(this.start, 'Comma is not permitted after the rest element')
    return rest
  }

  /** A binding target with an optional `= default`. */
  protected parseMaybeDefault(left: Pattern = this.parseBindingAtom()): Pattern {
    if (!this.eat('=')) return left
    return { type: 'AssignmentPattern', left, right: this.parseMaybeAssign() }
  }

  protected parseObjectPattern(): Pattern {
    this.next()
    const properties: Array<AssignmentProperty | RestElement> = []
    let first = true
    while (!this.eat('}')) {
      if (!first) {
        this.expect(',')
        if (this.eat('}')) break
      }
      first = false
      if (this.eat('...')) {
        properties.push({ type: 'RestElement', argument: this.parseIdent() })
        if (this.type === ',') {
          this.raise(this.start, 'Comma is not permitted after the rest element')
        }
        continue
      }
      const start = this.start
      const { key, computed } = this.parsePropertyName() as { key: Expression; computed: boolean }
      let value: Pattern
      const shorthand = !computed && key.type === 'Identifier' && this.type !== ':'
      if (shorthand) {
        this.checkUnreserved(key.name, start)
        value = this.parseMaybeDefault({ type: 'Identifier', name: key.name })
      } else {
        this.expect(':')
        value = this.parseMaybeDefault()
      }
      properties.push(makeProperty(key, value, shorthand, computed) as AssignmentProperty)
    }
    return { type: 'ObjectPattern', properties }
  }

  /**
   * Turns an expression parsed before its role was known into a pattern, in place, as acorn
   * does: `{…}` and `[…]` become patterns, `a = 1` a default, `...a` a rest element. A
   * `binding` pattern (parameters) may not contain member expressions.
   */
  protected toAssignable(node: Node, binding: boolean): Pattern {
    if (this.parenthesized.has(node)) {
      if (binding || (node.type !== 'Identifier' && node.type !== 'MemberExpression')) {
        this.raise(this.start, 'Parenthesized pattern')
      }
    }
    switch (node.type) {
      case 'Identifier':
        if (this.inAsync && node.name === 'await') {
          this.raise(this.start, "Cannot use 'await' as identifier inside an async function")
        }
        return node
      case 'ObjectPattern':
      case 'ArrayPattern':
      case 'AssignmentPattern':
      case 'RestElement':
        if (binding) this.checkBindingPattern(node)
        return node
      case 'ObjectExpression':
        ;(node as Mutable).type = 'ObjectPattern'
        for (const property of node.properties) {
          const converted = this.toAssignable(property, binding)
          const argument = converted.type === 'RestElement' ? converted.argument.type : ''
          if (argument === 'ObjectPattern' || argument === 'ArrayPattern') this.unexpected()
        }
        return node as unknown as Pattern
      case 'Property':
        if (node.kind !== 'init') {
          this.raise(this.start, "Object pattern can't contain getter or setter")
        }
        node.value = this.toAssignable(node.value, binding) as Expression
        return node as unknown as Pattern
      case 'ArrayExpression':
        ;(node as Mutable).type = 'ArrayPattern'
        this.toAssignableList(node.elements, binding)
        return node as unknown as Pattern
      case 'SpreadElement': {
        if (this.restWithComma.has(node)) {
          this.raise(this.start, 'Comma is not permitted after the rest element')
        }
        ;(node as Mutable).type = 'RestElement'
        const argument = this.toAssignable(node.argument, binding)
        if (argument.type === 'AssignmentPattern') {
          this.raise(this.start, 'Rest elements cannot have a default value')
        }
        return node as unknown as RestElement
      }
      case 'AssignmentExpression': {
        if (node.operator !== '=') {
          this.raise(this.start, "Only '=' operator can be used for specifying default value.")
        }
        const pattern = node as unknown as AssignmentPattern & { operator?: string }
        ;(pattern as Mutable).type = 'AssignmentPattern'
        delete pattern.operator
        this.toAssignable(pattern.left, binding)
        return pattern
      }
      case 'ChainExpression':
        return this.raise(this.start, 'Optional chaining cannot appear in left-hand side')
      case 'MemberExpression':
        if (!binding) return node
        return this.raise(this.start, 'Assigning to rvalue')
      default:
        return this.raise(this.start, 'Assigning to rvalue')
    }
  }

  /** A pattern converted for assignment, now used as a parameter: no members or parentheses. */
  protected checkBindingPattern(node: Node | null): void {
    if (node === null) return
    if (this.parenthesized.has(node)) this.raise(this.start, 'Parenthesized pattern')
    switch (node.type) {
      case 'Identifier':
        return void this.toAssignable(node, true)
      case 'MemberExpression':
        return this.raise(this.start, 'Binding member expression')
      case 'ObjectPattern':
        return node.properties.forEach((property) => this.checkBindingPattern(property))
      case 'ArrayPattern':
        return node.elements.forEach((element) => this.checkBindingPattern(element))
      case 'Property':
        return this.checkBindingPattern(node.value)
      case 'AssignmentPattern':
        return this.checkBindingPattern(node.left)
      case 'RestElement':
        return this.checkBindingPattern(node.argument)
      default:
        return undefined
    }
  }

  protected toAssignableList(list: Array<Node | null>, binding: boolean): Array<Pattern | null> {
    for (const element of list) if (element !== null) this.toAssignable(element, binding)
    return list as Array<Pattern | null>
  }
}
