/**
 * ESTree statement, function and class nodes (see ./ast.ts).
 * @module
 */
import type { Expression, Identifier, Pattern, PrivateIdentifier } from './ast.ts'

export interface Program {
  type: 'Program'
  body: Statement[]
  sourceType: 'script' | 'module'
}

/** What functions, arrows and methods have in common. */
interface FunctionShape {
  id?: Identifier | null
  params: Pattern[]
  body: BlockStatement | Expression
  generator: boolean
  expression: boolean
  async: boolean
}

export interface FunctionDeclaration extends FunctionShape {
  type: 'FunctionDeclaration'
  id: Identifier
  body: BlockStatement
}

export interface FunctionExpression extends FunctionShape {
  type: 'FunctionExpression'
  body: BlockStatement
}

export interface ArrowFunctionExpression extends FunctionShape {
  type: 'ArrowFunctionExpression'
}

export interface ExpressionStatement {
  type: 'ExpressionStatement'
  expression: Expression
  /** The raw text of a directive (`'use strict'`) at the start of a body. */
  directive?: string
}
export interface BlockStatement {
  type: 'BlockStatement'
  body: Statement[]
}
export interface EmptyStatement {
  type: 'EmptyStatement'
}
export interface DebuggerStatement {
  type: 'DebuggerStatement'
}
export interface WithStatement {
  type: 'WithStatement'
  object: Expression
  body: Statement
}
export interface ReturnStatement {
  type: 'ReturnStatement'
  argument?: Expression | null
}
export interface LabeledStatement {
  type: 'LabeledStatement'
  label: Identifier
  body: Statement
}
export interface BreakStatement {
  type: 'BreakStatement'
  label?: Identifier | null
}
export interface ContinueStatement {
  type: 'ContinueStatement'
  label?: Identifier | null
}
export interface IfStatement {
  type: 'IfStatement'
  test: Expression
  consequent: Statement
  alternate?: Statement | null
}
export interface SwitchStatement {
  type: 'SwitchStatement'
  discriminant: Expression
  cases: SwitchCase[]
}
export interface SwitchCase {
  type: 'SwitchCase'
  test?: Expression | null
  consequent: Statement[]
}
export interface ThrowStatement {
  type: 'ThrowStatement'
  argument: Expression
}
export interface TryStatement {
  type: 'TryStatement'
  block: BlockStatement
  handler?: CatchClause | null
  finalizer?: BlockStatement | null
}
export interface CatchClause {
  type: 'CatchClause'
  param?: Pattern | null
  body: BlockStatement
}
export interface WhileStatement {
  type: 'WhileStatement'
  test: Expression
  body: Statement
}
export interface DoWhileStatement {
  type: 'DoWhileStatement'
  body: Statement
  test: Expression
}
export interface ForStatement {
  type: 'ForStatement'
  init?: VariableDeclaration | Expression | null
  test?: Expression | null
  update?: Expression | null
  body: Statement
}
export interface ForInStatement {
  type: 'ForInStatement'
  left: VariableDeclaration | Pattern
  right: Expression
  body: Statement
}
export interface ForOfStatement {
  type: 'ForOfStatement'
  left: VariableDeclaration | Pattern
  right: Expression
  body: Statement
  await: boolean
}
export interface VariableDeclaration {
  type: 'VariableDeclaration'
  declarations: VariableDeclarator[]
  kind: 'var' | 'let' | 'const' | 'using' | 'await using'
}
export interface VariableDeclarator {
  type: 'VariableDeclarator'
  id: Pattern
  init?: Expression | null
}

/** A class: parsed fully, refused by the interpreter. */
interface ClassShape {
  id?: Identifier | null
  superClass?: Expression | null
  body: ClassBody
}
export interface ClassDeclaration extends ClassShape {
  type: 'ClassDeclaration'
  id: Identifier
}
export interface ClassExpression extends ClassShape {
  type: 'ClassExpression'
}
export interface ClassBody {
  type: 'ClassBody'
  body: Array<MethodDefinition | PropertyDefinition | StaticBlock>
}
export interface MethodDefinition {
  type: 'MethodDefinition'
  key: Expression | PrivateIdentifier
  value: FunctionExpression
  kind: 'constructor' | 'method' | 'get' | 'set'
  computed: boolean
  static: boolean
}
export interface PropertyDefinition {
  type: 'PropertyDefinition'
  key: Expression | PrivateIdentifier
  value?: Expression | null
  computed: boolean
  static: boolean
}
export interface StaticBlock {
  type: 'StaticBlock'
  body: Statement[]
}

export type Statement =
  | ExpressionStatement
  | BlockStatement
  | EmptyStatement
  | DebuggerStatement
  | WithStatement
  | ReturnStatement
  | LabeledStatement
  | BreakStatement
  | ContinueStatement
  | IfStatement
  | SwitchStatement
  | ThrowStatement
  | TryStatement
  | WhileStatement
  | DoWhileStatement
  | ForStatement
  | ForInStatement
  | ForOfStatement
  | FunctionDeclaration
  | VariableDeclaration
  | ClassDeclaration
