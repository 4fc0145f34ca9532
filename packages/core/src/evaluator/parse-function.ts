/**
 * The parser's layer for object literals, functions and methods.
 * @module
 */
import type {
  Expression,
  FunctionDeclaration,
  FunctionExpression,
  Identifier,
  Node,
  ObjectExpression,
  Pattern,
} from './ast.ts'
import { ExpressionParser } from './parse-expression.ts'
import { makeProperty } from './parser-base.ts'

/** Parser flags saved around a function body. */
interface FunctionContext {
  inAsync: boolean
  inGenerator: boolean
  inFunction: boolean
  superLevel: number
}

/** Tokens that can start a property name (after `async`, `get`, `set` or `static`). */
export const NAME_START = new Set(['name', 'num', 'string', '[', 'private'])

/** Whether a non-computed `key` is `name` (as a name or a string). */
export function isKey(key: Node, computed: boolean, name: string): boolean {
  if (computed) return false
  return (
    (key.type === 'Identifier' && key.name === name) ||
    (key.type === 'Literal' && key.value === name)
  )
}

/** Object literals and functions; classes and statements are left to the subclasses. */
export abstract class FunctionParser extends ExpressionParser {
  /** `{ a, b: 1, [c]: 2, ...d, e() {}, get f() {} }` */
  protected parseObjectLiteral(): ObjectExpression {
    this.next()
    const node: ObjectExpression = { type: 'ObjectExpression', properties: [] }
    for (let first = true; !this.eat('}'); first = false) {
      if (!first) {
        this.expect(',')
        if (this.eat('}')) break
      }
      node.properties.push(this.type === '...' ? this.parseSpread(true) : this.parseProperty())
    }
    return node
  }

  protected parseProperty(): ObjectExpression['properties'][number] {
    let isGenerator = this.eat('*')
    let isAsync = false
    const start = this.start
    const escaped = this.escaped
    let { key, computed } = this.parsePropertyName()
    if (
      !isGenerator &&
      !escaped &&
      key.type === 'Identifier' &&
      isKey(key, computed, 'async') &&
      (NAME_START.has(this.type) || this.type === '*') &&
      !this.newlineBefore
    ) {
      isAsync = true
      isGenerator = this.eat('*')
      ;({ key, computed } = this.parsePropertyName())
    }
    const name = key as Expression
    if ((isGenerator || isAsync) && this.type !== '(') this.unexpected()
    if (this.eat(':')) {
      return makeProperty(name, this.parseMaybeAssign(false, true), false, computed)
    }
    if (this.type === '(') {
      const method = this.parseMethod(isGenerator, isAsync)
      return makeProperty(name, method, false, computed, 'init', true)
    }
    const accessor = !escaped && (isKey(key, computed, 'get') || isKey(key, computed, 'set'))
    if (accessor && key.type === 'Identifier' && NAME_START.has(this.type)) {
      const kind = key.name === 'get' ? 'get' : 'set'
      const property = this.parsePropertyName()
      const value = this.parseAccessor(kind)
      return makeProperty(property.key as Expression, value, false, property.computed, kind)
    }
    if (computed || key.type !== 'Identifier') return this.unexpected()
    this.checkUnreserved(key.name, start)
    let value: Expression | Pattern = { type: 'Identifier', name: key.name }
    if (this.type === '=') {
      if (this.shorthandAssign < 0) this.shorthandAssign = this.start
      this.next()
      value = { type: 'AssignmentPattern', left: value, right: this.parseMaybeAssign() }
    }
    return makeProperty(name, value, true, false)
  }

  /** A getter or setter function, with its parameter count checked. */
  protected parseAccessor(kind: 'get' | 'set'): FunctionExpression {
    const value = this.parseMethod(false, false)
    if (value.params.length !== (kind === 'get' ? 0 : 1)) {
      this.raise(
        this.start,
        kind === 'get' ? 'getter should have no params' : 'setter should have exactly one param',
      )
    }
    if (kind === 'set' && value.params[0]?.type === 'RestElement') {
      this.raise(this.start, 'Setter cannot use rest params')
    }
    return value
  }

  /** Enters a function body; `superLevel` allows `super.x` (1) and also `super()` (2). */
  protected enterFunction(isAsync: boolean, isGenerator: boolean, superLevel = 0): FunctionContext {
    const { inAsync, inGenerator, inFunction } = this
    const saved = { inAsync, inGenerator, inFunction, superLevel: this.superLevel }
    this.inAsync = isAsync
    this.inGenerator = isGenerator
    this.inFunction = true
    this.superLevel = superLevel
    return saved
  }

  protected exitFunction(saved: FunctionContext): void {
    this.inAsync = saved.inAsync
    this.inGenerator = saved.inGenerator
    this.inFunction = saved.inFunction
    this.superLevel = saved.superLevel
  }

  /** `(params) { body }` of a method, getter or setter. */
  protected parseMethod(
    isGenerator: boolean,
    isAsync: boolean,
    superLevel = 1,
  ): FunctionExpression {
    const saved = this.enterFunction(isAsync, isGenerator, superLevel)
    this.expect('(')
    const params = this.parseBindingList(')', false) as Pattern[]
    const body = this.parseFunctionBody()
    this.checkParams(params, false)
    this.exitFunction(saved)
    return {
      type: 'FunctionExpression',
      id: null,
      expression: false,
      generator: isGenerator,
      async: isAsync,
      params,
      body,
    }
  }

  /** A function declaration or expression, after the `function` keyword. */
  protected parseFunction(statement: true, isAsync: boolean, hanging?: boolean): FunctionDeclaration
  protected parseFunction(statement: false, isAsync: boolean): FunctionExpression
  protected parseFunction(
    statement: boolean,
    isAsync: boolean,
    hanging = false,
  ): FunctionDeclaration | FunctionExpression {
    if (hanging && this.type === '*') this.unexpected()
    const generator = this.eat('*')
    let id: Identifier | null = statement ? this.parseIdent() : null
    const saved = this.enterFunction(isAsync, generator)
    if (!statement && this.type === 'name') id = this.parseIdent()
    this.expect('(')
    const params = this.parseBindingList(')', false) as Pattern[]
    const body = this.parseFunctionBody()
    this.checkParams(
      params,
      params.every((param) => param.type === 'Identifier'),
    )
    this.exitFunction(saved)
    const type = statement ? 'FunctionDeclaration' : 'FunctionExpression'
    return {
      type,
      id,
      expression: false,
      generator,
      async: isAsync,
      params,
      body,
    } as FunctionDeclaration
  }
}
