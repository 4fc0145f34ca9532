import { QUERY_TYPE } from '@tessera/core'
import type { QueryRule } from '@tessera/core'
import { ROOT } from '../state/doc-types.ts'
import type { SetOp } from '../state/doc-types.ts'

/**
 * A page's targeting as the rules editor shows it, and back to the entry's `query` exactly as
 * Builder writes it: an array of `{ "@type": "@builder.io/core:Query", property, operator,
 * value }`, every rule of which must hold ("and"); a rule with several values holds when any
 * of them does ("or"; `value` is then an array, and for `isNot` none may match). Builder's
 * `query` has no "or" across different attributes, so neither has the editor.
 * @module
 */

/** One condition: an attribute, an operator and the values any of which it must meet. */
export interface TargetingRule {
  property: string
  operator: string
  values: string[]
}

const asText = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : undefined

/** The rules of an entry's `query` (rules without an attribute or operator are left out). */
export function readRules(query: unknown): TargetingRule[] {
  if (!Array.isArray(query)) return []
  const rules: TargetingRule[] = []
  for (const item of query as unknown[]) {
    if (item === null || typeof item !== 'object') continue
    const { property, operator, value } = item as Record<string, unknown>
    if (typeof property !== 'string' || property === '' || typeof operator !== 'string') continue
    const list = Array.isArray(value) ? value : [value]
    const values = list.map(asText).filter((text): text is string => text !== undefined)
    rules.push({ property, operator, values })
  }
  return rules
}

/**
 * The `query` of these rules, as Builder writes it: one value as is, several as an array.
 * Blank values are dropped, and a rule left without any is not written (it would hold for
 * everyone in Builder's SDKs, which is never what an empty field means).
 */
export function writeQuery(rules: readonly TargetingRule[]): QueryRule[] {
  const query: QueryRule[] = []
  for (const rule of rules) {
    const values = rule.values.map((value) => value.trim()).filter((value) => value !== '')
    if (rule.property === '' || values.length === 0) continue
    query.push({
      '@type': QUERY_TYPE,
      property: rule.property,
      operator: rule.operator,
      value: values.length === 1 ? values[0] : values,
    })
  }
  return query
}

/** The operation that gives the page these rules (undoable and autosaved like any edit). */
export function setRulesOp(rules: readonly TargetingRule[]): SetOp {
  return { type: 'set', target: ROOT, path: ['query'], value: writeQuery(rules) }
}

/** The page's `priority` (0 when unset or not a number). */
export function priorityOf(root: object): number {
  const { priority } = root as { priority?: unknown }
  return typeof priority === 'number' && Number.isFinite(priority) ? priority : 0
}

/** The operation that sets the page's priority (`undefined` removes it: the same as 0). */
export function setPriorityOp(priority: number | undefined): SetOp {
  return { type: 'set', target: ROOT, path: ['priority'], value: priority }
}
