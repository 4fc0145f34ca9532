/** A variable of author code. */
export interface Binding {
  value: unknown
  /** `false` for `const`. */
  readonly mutable: boolean
}

/**
 * One lexical scope of author code (the program, a function, a block). Variables live in a
 * `Map`, never on a JavaScript object, so no name can reach a prototype.
 */
export class Environment {
  private readonly vars = new Map<string, Binding>()

  /**
   * @param parent The enclosing scope, if any.
   * @param isFunctionScope Whether `var` declarations land here (program and function scopes).
   */
  constructor(
    readonly parent: Environment | undefined,
    readonly isFunctionScope: boolean,
  ) {}

  /** The binding of `name` in this scope or an enclosing one. */
  lookup(name: string): Binding | undefined {
    return this.vars.get(name) ?? this.parent?.lookup(name)
  }

  /** Declares (or redeclares) `name` in this scope. */
  declare(name: string, value: unknown, mutable: boolean): void {
    this.vars.set(name, { value, mutable })
  }

  /** The nearest enclosing function (or program) scope, where `var` declares. */
  functionScope(): Environment {
    return this.isFunctionScope || this.parent === undefined ? this : this.parent.functionScope()
  }

  /** A sibling scope with copies of this scope's bindings (per-iteration `let` of `for`). */
  copy(): Environment {
    const copy = new Environment(this.parent, this.isFunctionScope)
    for (const [name, binding] of this.vars) copy.vars.set(name, { ...binding })
    return copy
  }
}
