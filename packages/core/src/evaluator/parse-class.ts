/**
 * The parser's class layer: class declarations and expressions with methods, accessors,
 * fields, private names and static blocks (parsed in full; the interpreter refuses classes).
 * @module
 */
import type {
  ClassBody,
  ClassDeclaration,
  ClassExpression,
  Expression,
  Identifier,
  MethodDefinition,
  PropertyDefinition,
  Statement,
  StaticBlock,
} from './ast.ts'
import { NAME_START, FunctionParser, isKey } from './parse-function.ts'

/** Classes; statements are left to the subclass. */
export abstract class ClassParser extends FunctionParser {
  protected abstract parseStatementList(end: string, directives: boolean): Statement[]

  protected parseClassExpression(): ClassExpression {
    return this.parseClass(false) as ClassExpression
  }

  /** A class (refused by the interpreter, but parsed in full so errors are right). */
  protected parseClass(statement: boolean): ClassDeclaration | ClassExpression {
    this.next()
    const id = this.type === 'name' && !this.isWord('extends') ? this.parseIdent() : null
    if (statement && id === null) this.unexpected()
    let superClass: Expression | null = null
    if (this.isWord('extends')) {
      this.next()
      superClass = this.parseExprSubscripts(false)
    }
    this.expect('{')
    const body: ClassBody = { type: 'ClassBody', body: [] }
    this.classDepth++
    while (!this.eat('}')) {
      if (!this.eat(';')) body.body.push(this.parseClassElement(superClass !== null))
    }
    this.classDepth--
    return {
      type: statement ? 'ClassDeclaration' : 'ClassExpression',
      id,
      superClass,
      body,
    } as ClassExpression
  }

  protected parseClassElement(
    derived: boolean,
  ): MethodDefinition | PropertyDefinition | StaticBlock {
    let keyName = ''
    let isStatic = false
    let isAsync = false
    let isGenerator = false
    let kind: 'method' | 'get' | 'set' = 'method'
    if (this.isWord('static')) {
      this.next()
      if (this.eat('{')) return this.parseStaticBlock()
      if (NAME_START.has(this.type) || this.type === '*') isStatic = true
      else keyName = 'static'
    }
    if (!keyName && this.isWord('async')) {
      this.next()
      if ((NAME_START.has(this.type) || this.type === '*') && !this.newlineBefore) isAsync = true
      else keyName = 'async'
    }
    if (!keyName && this.eat('*')) isGenerator = true
    if (!keyName && !isAsync && !isGenerator && (this.isWord('get') || this.isWord('set'))) {
      const word = this.value
      this.next()
      if (NAME_START.has(this.type)) kind = word === 'get' ? 'get' : 'set'
      else keyName = word
    }
    const { key, computed } = keyName
      ? { key: { type: 'Identifier', name: keyName } as Identifier, computed: false }
      : this.parsePropertyName(true)
    if (this.type === '(' || kind !== 'method' || isGenerator || isAsync) {
      const isConstructor = !isStatic && isKey(key, computed, 'constructor')
      if (isConstructor && (kind !== 'method' || isGenerator || isAsync)) {
        this.raise(this.start, "Constructor can't have get/set modifier or be a generator or async")
      }
      const value =
        kind === 'method'
          ? this.parseMethod(isGenerator, isAsync, isConstructor && derived ? 2 : 1)
          : this.parseAccessor(kind)
      return {
        type: 'MethodDefinition',
        static: isStatic,
        computed,
        key,
        kind: isConstructor ? 'constructor' : kind,
        value,
      }
    }
    const saved = this.enterFunction(false, false, 1)
    const value = this.eat('=') ? this.parseMaybeAssign() : null
    this.exitFunction(saved)
    this.semicolon()
    return { type: 'PropertyDefinition', static: isStatic, computed, key, value }
  }

  protected parseStaticBlock(): StaticBlock {
    const { labels } = this
    this.labels = []
    const saved = this.enterFunction(false, false, 1)
    const body = this.parseStatementList('}', false)
    this.next()
    this.exitFunction(saved)
    this.labels = labels
    return { type: 'StaticBlock', body }
  }
}
