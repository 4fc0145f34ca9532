/**
 * The parser's shared state and helpers: token tests, automatic semicolon insertion, the
 * nesting limit, identifiers and reserved words, assignment targets and parameter names.
 * @module
 */
import type { Expression, Identifier, Node, Pattern, Property } from './ast.ts'
import { Tokenizer } from './tokenizer.ts'

/** Deepest nesting of expressions and statements the parser accepts. */
export const MAX_NESTING_DEPTH = 200

/** The message of a `{ a = 1 }` shorthand used outside a pattern. */
export const SHORTHAND_ERROR =
  'Shorthand property assignments are valid only in destructuring patterns'

/** Reserved words: never identifiers (acorn gives them their own token types). */
export const KEYWORDS = new Set(
  'break case catch continue debugger default do else finally for function if return switch throw try var while with null true false instanceof typeof void delete new in this const class extends export import super'.split(
    ' ',
  ),
)

/** A `break`/`continue` target: a loop, a `switch`, or a labelled statement. */
export interface Label {
  name?: string
  kind: 'loop' | 'switch' | null
  statementStart?: number
}

/** The parser's state and the helpers every layer uses. */
export abstract class ParserBase extends Tokenizer {
  /** Current nesting of expressions and statements (bounded by MAX_NESTING_DEPTH). */
  protected depth = 0
  /** Expressions written in parentheses (never patterns; `(a) => 1` does not count). */
  protected readonly parenthesized = new Set<Node>()
  /** Spread elements followed by a comma (invalid once converted to rest elements). */
  protected readonly restWithComma = new Set<Node>()
  /** Position of a pending `{ a = 1 }` shorthand, valid only if it becomes a pattern; or -1. */
  protected shorthandAssign = -1
  protected inAsync = false
  protected inGenerator = false
  protected inFunction = false
  /** 0: no `super`; 1: `super.x` (methods); 2: also `super()` (derived constructors). */
  protected superLevel = 0
  protected classDepth = 0
  protected labels: Label[] = []
  /** Start of the token where an arrow function may begin. */
  protected potentialArrowAt = -1

  /** Counts one level of nesting, refusing input nested deeper than MAX_NESTING_DEPTH. */
  protected enter(): void {
    if (++this.depth > MAX_NESTING_DEPTH) {
      this.raise(this.start, `Code is nested too deeply (more than ${MAX_NESTING_DEPTH} levels)`)
    }
  }

  /** Whether the current token is the (unescaped) word `word`. */
  protected isWord(word: string): boolean {
    return this.type === 'name' && this.value === word && !this.escaped
  }

  protected eat(type: string): boolean {
    if (this.type !== type) return false
    this.next()
    return true
  }

  protected expect(type: string): void {
    if (this.type !== type) this.unexpected()
    this.next()
  }

  protected canInsertSemicolon(): boolean {
    return this.type === 'eof' || this.type === '}' || this.newlineBefore
  }

  /** Ends a statement: `;`, or automatic semicolon insertion. */
  protected semicolon(): void {
    if (!this.eat(';') && !this.canInsertSemicolon()) this.unexpected()
  }

  protected checkUnreserved(name: string, pos = this.start): void {
    if (KEYWORDS.has(name)) this.raise(pos, `Unexpected keyword '${name}'`)
    if (name === 'enum') this.raise(pos, "The keyword 'enum' is reserved")
    if (this.inGenerator && name === 'yield') {
      this.raise(pos, "Cannot use 'yield' as identifier inside a generator")
    }
    if (this.inAsync && name === 'await') {
      this.raise(pos, "Cannot use 'await' as identifier inside an async function")
    }
  }

  /** An identifier; `liberal` accepts keywords (property names). */
  protected parseIdent(liberal = false): Identifier {
    if (this.type !== 'name') this.unexpected()
    const name = this.value
    if (!liberal) this.checkUnreserved(name)
    this.next()
    return { type: 'Identifier', name }
  }

  /** The target of `++`, `--` or a compound assignment: a variable or a member. */
  protected checkSimpleTarget(node: Node): void {
    if (node.type === 'ChainExpression') {
      this.raise(this.start, 'Optional chaining cannot appear in left-hand side')
    }
    if (node.type !== 'Identifier' && node.type !== 'MemberExpression') {
      this.raise(this.start, 'Assigning to rvalue')
    }
  }

  /** Refuses duplicate parameter names unless `allowDuplicates` (sloppy simple lists). */
  protected checkParams(params: Pattern[], allowDuplicates: boolean): void {
    if (allowDuplicates) return
    const seen = new Set<string>()
    for (const name of boundNames(params)) {
      if (seen.has(name)) this.raise(this.start, 'Argument name clash')
      seen.add(name)
    }
  }
}

/** A `Property` node (of an object literal or pattern). */
export function makeProperty(
  key: Expression,
  value: Expression | Pattern,
  shorthand: boolean,
  computed: boolean,
  kind: Property['kind'] = 'init',
  method = false,
): Property {
  return { type: 'Property', key, value: value as Expression, kind, method, shorthand, computed }
}

/** The names a list of patterns binds. */
export function boundNames(patterns: Array<Node | null>, names: string[] = []): string[] {
  for (const pattern of patterns) {
    if (pattern === null) continue
    switch (pattern.type) {
      case 'Identifier':
        names.push(pattern.name)
        break
      case 'AssignmentPattern':
        boundNames([pattern.left], names)
        break
      case 'RestElement':
        boundNames([pattern.argument], names)
        break
      case 'ArrayPattern':
        boundNames(pattern.elements, names)
        break
      case 'ObjectPattern':
        boundNames(pattern.properties, names)
        break
      case 'Property':
        boundNames([pattern.value], names)
        break
      default:
        break
    }
  }
  return names
}
