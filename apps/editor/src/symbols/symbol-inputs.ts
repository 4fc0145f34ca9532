import type { ComponentInput } from '@tessera/react'
import type { JsonObject } from '../state/doc-types.ts'
import type { ContentEntry } from './symbol-graph.ts'

/**
 * A symbol's inputs: the symbol entry declares them in `data.inputs` (Builder's shape, the
 * same as a component's inputs: `{ name, type, defaultValue, … }`); a Symbol block gives them
 * values in `component.options.symbol.data.<name>`, which the renderer passes to the symbol's
 * content as state over the defaults.
 * @module
 */

/** The types an author can give an input (those the properties panel has a field for). */
export const INPUT_TYPES = [
  'text',
  'longText',
  'richText',
  'number',
  'boolean',
  'color',
  'url',
  'file',
  'date',
] as const

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Every input object of a symbol entry's `data.inputs`, as they are being edited. */
export function declaredInputs(entry: Pick<ContentEntry, 'data'> | undefined): ComponentInput[] {
  const inputs = entry?.data?.inputs
  if (!Array.isArray(inputs)) return []
  return inputs
    .filter(isObject)
    .map((input) => ({ ...input, name: typeof input.name === 'string' ? input.name : '' }))
}

/** The declared inputs of a symbol entry that a use can set (named ones). */
export function symbolInputs(entry: Pick<ContentEntry, 'data'> | undefined): ComponentInput[] {
  return declaredInputs(entry).filter((input) => input.name !== '')
}

/** What is wrong with an input name (a state key bindings can read), else undefined. */
export function inputNameError(name: string, others: readonly string[]): string | undefined {
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) {
    return 'A name starts with a letter and has only letters, digits and _'
  }
  if (others.includes(name)) return `There is already an input named “${name}”`
  return undefined
}

/** A name for a new input that no other has: `input1`, `input2`… */
export function newInputName(inputs: readonly ComponentInput[]): string {
  const taken = new Set(inputs.map((input) => input.name))
  let n = inputs.length + 1
  while (taken.has(`input${n}`)) n += 1
  return `input${n}`
}
