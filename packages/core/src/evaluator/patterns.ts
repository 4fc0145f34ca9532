/**
 * Destructuring: binds the parts of a value to the targets of a pattern (declarations,
 * parameters, assignments, `for…of` heads).
 * @module
 */
import type { Expression, Identifier, MemberExpression, Pattern } from './ast.ts'
import type { Environment } from './environment.ts'
import { readMember } from './member-access.ts'
import type { RunContext } from './run-context.ts'
import { DENIED_PROPERTIES, describeValue, fail, toPropertyKey } from './safe-access.ts'

/** Receives each simple target of a pattern with the value it gets. */
export type BindTarget = (target: Identifier | MemberExpression, value: unknown) => void

/** The name of a non-computed property key (`a` in `{ a: 1 }`, `'b'` in `{ 'b': 2 }`). */
export function staticKey(key: Expression): string {
  if (key.type === 'Identifier') return key.name
  if (key.type === 'Literal') return String(key.value)
  return fail(`Unsupported syntax: ${key.type} key`)
}

/** Binds `value` to `pattern`, calling `bind` for each identifier or member target. */
export function destructure(
  pattern: Pattern,
  value: unknown,
  env: Environment,
  context: RunContext,
  bind: BindTarget,
): void {
  context.step()
  switch (pattern.type) {
    case 'Identifier':
    case 'MemberExpression':
      bind(pattern, value)
      return
    case 'AssignmentPattern':
      destructure(
        pattern.left,
        value === undefined ? context.evaluate(pattern.right, env) : value,
        env,
        context,
        bind,
      )
      return
    case 'ObjectPattern': {
      if (value === null || value === undefined) fail(`Cannot destructure ${String(value)}`)
      const used: string[] = []
      for (const property of pattern.properties) {
        if (property.type === 'RestElement') {
          const rest: Record<string, unknown> = {}
          for (const key of Object.keys(Object(value) as object)) {
            if (!used.includes(key) && !DENIED_PROPERTIES.has(key))
              rest[key] = readMember(value, key)
          }
          destructure(property.argument, rest, env, context, bind)
          continue
        }
        const key = property.computed
          ? toPropertyKey(context.evaluate(property.key, env))
          : staticKey(property.key)
        used.push(key)
        destructure(property.value, readMember(value, key), env, context, bind)
      }
      return
    }
    case 'ArrayPattern': {
      const items = Array.isArray(value)
        ? value
        : typeof value === 'string'
          ? Array.from(value)
          : fail(
              `Cannot destructure ${describeValue(value)} (only arrays and strings are iterable)`,
            )
      pattern.elements.forEach((element, index) => {
        if (element === null) return
        if (element.type === 'RestElement') {
          destructure(element.argument, items.slice(index), env, context, bind)
        } else {
          destructure(element, items[index], env, context, bind)
        }
      })
      return
    }
    case 'RestElement':
      fail('Unsupported syntax: RestElement')
  }
}
