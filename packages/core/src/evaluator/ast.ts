/**
 * The ESTree node shapes our parser produces and the interpreter walks: the same type names
 * and fields as acorn produces, without source positions (and without `raw` on literals).
 * Syntax the interpreter refuses still gets its node, so it is refused by name at run time.
 * @module
 */

import type {
  ArrowFunctionExpression,
  CatchClause,
  ClassBody,
  ClassExpression,
  FunctionExpression,
  MethodDefinition,
  Program,
  PropertyDefinition,
  Statement,
  StaticBlock,
  SwitchCase,
  VariableDeclarator,
} from './ast-statement.ts'
import type {
  AssignmentOperator,
  BinaryOperator,
  LogicalOperator,
  UnaryOperator,
  UpdateOperator,
} from './ast-operators.ts'

export type * from './ast-operators.ts'
export type * from './ast-statement.ts'

export interface Identifier {
  type: 'Identifier'
  name: string
}

export interface PrivateIdentifier {
  type: 'PrivateIdentifier'
  name: string
}

export interface Literal {
  type: 'Literal'
  value?: string | boolean | null | number | RegExp | bigint
  /** Set on regular expression literals (which the interpreter refuses). */
  regex?: { pattern: string; flags: string }
  /** The decimal digits of a BigInt literal. */
  bigint?: string
}

export interface ThisExpression {
  type: 'ThisExpression'
}
export interface Super {
  type: 'Super'
}
export interface ArrayExpression {
  type: 'ArrayExpression'
  elements: Array<Expression | SpreadElement | null>
}
export interface ObjectExpression {
  type: 'ObjectExpression'
  properties: Array<Property | SpreadElement>
}
export interface Property {
  type: 'Property'
  key: Expression
  value: Expression | Pattern
  kind: 'init' | 'get' | 'set'
  method: boolean
  shorthand: boolean
  computed: boolean
}
export interface SpreadElement {
  type: 'SpreadElement'
  argument: Expression
}
export interface UnaryExpression {
  type: 'UnaryExpression'
  operator: UnaryOperator
  prefix: boolean
  argument: Expression
}
export interface UpdateExpression {
  type: 'UpdateExpression'
  operator: UpdateOperator
  argument: Expression
  prefix: boolean
}
export interface BinaryExpression {
  type: 'BinaryExpression'
  operator: BinaryOperator
  left: Expression | PrivateIdentifier
  right: Expression
}
export interface LogicalExpression {
  type: 'LogicalExpression'
  operator: LogicalOperator
  left: Expression
  right: Expression
}
export interface AssignmentExpression {
  type: 'AssignmentExpression'
  operator: AssignmentOperator
  left: Pattern
  right: Expression
}
export interface MemberExpression {
  type: 'MemberExpression'
  object: Expression | Super
  property: Expression | PrivateIdentifier
  computed: boolean
  optional: boolean
}
export interface ConditionalExpression {
  type: 'ConditionalExpression'
  test: Expression
  consequent: Expression
  alternate: Expression
}
export interface CallExpression {
  type: 'CallExpression'
  callee: Expression | Super
  arguments: Array<Expression | SpreadElement>
  optional: boolean
}
export interface NewExpression {
  type: 'NewExpression'
  callee: Expression
  arguments: Array<Expression | SpreadElement>
}
export interface SequenceExpression {
  type: 'SequenceExpression'
  expressions: Expression[]
}
export interface ChainExpression {
  type: 'ChainExpression'
  expression: MemberExpression | CallExpression
}
export interface TemplateLiteral {
  type: 'TemplateLiteral'
  quasis: TemplateElement[]
  expressions: Expression[]
}
export interface TemplateElement {
  type: 'TemplateElement'
  tail: boolean
  /** `cooked` is null for a bad escape in a tagged template. */
  value: { cooked?: string | null; raw: string }
}
export interface TaggedTemplateExpression {
  type: 'TaggedTemplateExpression'
  tag: Expression
  quasi: TemplateLiteral
}
export interface YieldExpression {
  type: 'YieldExpression'
  argument?: Expression | null
  delegate: boolean
}
export interface AwaitExpression {
  type: 'AwaitExpression'
  argument: Expression
}
export interface MetaProperty {
  type: 'MetaProperty'
  meta: Identifier
  property: Identifier
}
export interface ImportExpression {
  type: 'ImportExpression'
  source: Expression
  options: Expression | null
}
/** Never produced by our parser (acorn only makes it with `preserveParens`). */
export interface ParenthesizedExpression {
  type: 'ParenthesizedExpression'
  expression: Expression
}

export interface ObjectPattern {
  type: 'ObjectPattern'
  properties: Array<AssignmentProperty | RestElement>
}
/** A property of an object pattern. */
export interface AssignmentProperty {
  type: 'Property'
  key: Expression
  value: Pattern
  kind: 'init'
  method: false
  shorthand: boolean
  computed: boolean
}
export interface ArrayPattern {
  type: 'ArrayPattern'
  elements: Array<Pattern | null>
}
export interface RestElement {
  type: 'RestElement'
  argument: Pattern
}
export interface AssignmentPattern {
  type: 'AssignmentPattern'
  left: Pattern
  right: Expression
}

export type Expression =
  | Identifier
  | Literal
  | ThisExpression
  | ArrayExpression
  | ObjectExpression
  | FunctionExpression
  | UnaryExpression
  | UpdateExpression
  | BinaryExpression
  | AssignmentExpression
  | LogicalExpression
  | MemberExpression
  | ConditionalExpression
  | CallExpression
  | NewExpression
  | SequenceExpression
  | ArrowFunctionExpression
  | YieldExpression
  | TemplateLiteral
  | TaggedTemplateExpression
  | ClassExpression
  | MetaProperty
  | AwaitExpression
  | ChainExpression
  | ImportExpression
  | ParenthesizedExpression

export type Pattern =
  Identifier | MemberExpression | ObjectPattern | ArrayPattern | RestElement | AssignmentPattern

/** Any node the parser builds. */
export type Node =
  | Program
  | Statement
  | Expression
  | Pattern
  | Property
  | AssignmentProperty
  | SpreadElement
  | SwitchCase
  | CatchClause
  | TemplateElement
  | VariableDeclarator
  | Super
  | PrivateIdentifier
  | ClassBody
  | MethodDefinition
  | PropertyDefinition
  | StaticBlock
