import { isJsonObject } from './merge-patch.ts'
import type { JsonObject } from './merge-patch.ts'

/** `@type` of a Builder block. */
const ELEMENT_TYPE = '@builder.io/sdk:Element'

/** Marks a list of blocks in a leaf value: `{ [SLOT]: [ids] }`. */
const SLOT = '\u0000slot'

/** The ids of a list of blocks in a leaf's value, or undefined when `value` is not one. */
export function slotIds(value: unknown): string[] | undefined {
  if (!isJsonObject(value) || !Object.hasOwn(value, SLOT)) return undefined
  const ids = value[SLOT]
  return Array.isArray(ids) ? ids.map(String) : undefined
}

/** A list of blocks as a leaf's value holds it (an empty one is a plain `[]`). */
export function slotValue(ids: readonly string[]): unknown {
  return ids.length === 0 ? [] : { [SLOT]: [...ids] }
}

/** The owner of the entry's own fields (a block's owner is its id, never empty). */
export const ENTRY_OWNER = ''

/**
 * An entry as a flat map: one leaf per property path of the entry and of each block (by id),
 * keyed `JSON.stringify([owner, ...path])`, valued by the leaf's JSON. Objects are walked key by
 * key; arrays are leaves, but a list of blocks in them is kept as the ids it holds (each block
 * has its own leaves), so a change inside one block touches only that block's leaves and a block
 * moved, inserted or removed touches the lists it left or entered.
 */
export type FlatEntry = Map<string, string>

/** Why an entry cannot be flattened: a block without an id, or two with one id. */
export class UnflattenableError extends Error {
  override name = 'UnflattenableError'
}

type Block = JsonObject & { id: string }

function isBlock(value: unknown): value is JsonObject {
  return isJsonObject(value) && value['@type'] === ELEMENT_TYPE
}

function isBlockList(value: unknown): value is JsonObject[] {
  return Array.isArray(value) && value.length > 0 && value.every(isBlock)
}

/** The key of a leaf. */
export function leafKey(owner: string, path: readonly string[]): string {
  return JSON.stringify([owner, ...path])
}

/** A block's symbol content is its own entry: kept as one leaf, never walked for blocks. */
function isSymbolOptions(owner: string, path: readonly string[]): boolean {
  return owner !== ENTRY_OWNER && path.length === 3 && path.join('.') === 'component.options.symbol'
}

/** Flattens an entry (throws {@link UnflattenableError} for blocks without distinct ids). */
export function flattenEntry(entry: JsonObject): FlatEntry {
  const flat: FlatEntry = new Map()
  const seen = new Set<string>()

  const addBlock = (block: JsonObject): string => {
    const id = block.id
    if (typeof id !== 'string' || id === '' || seen.has(id)) {
      throw new UnflattenableError('Every block needs an id of its own')
    }
    seen.add(id)
    for (const [key, value] of Object.entries(block)) walk(id, [key], value)
    return id
  }

  // Lists of blocks become `{ [SLOT]: ids }`, at any depth of a leaf.
  const stub = (value: unknown): unknown => {
    if (isBlockList(value)) return { [SLOT]: value.map(addBlock) }
    if (Array.isArray(value)) return value.map(stub)
    if (isJsonObject(value)) {
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, stub(child)]))
    }
    return value
  }

  const walk = (owner: string, path: string[], value: unknown): void => {
    if (isJsonObject(value) && Object.keys(value).length > 0 && !isSymbolOptions(owner, path)) {
      for (const [key, child] of Object.entries(value)) walk(owner, [...path, key], child)
      return
    }
    flat.set(
      leafKey(owner, path),
      JSON.stringify(isSymbolOptions(owner, path) ? value : stub(value)),
    )
  }

  for (const [key, value] of Object.entries(entry)) walk(ENTRY_OWNER, [key], value)
  return flat
}

/** Sets `value` at `path` of `target`, making objects on the way (own keys only). */
function setPath(target: JsonObject, path: readonly string[], value: unknown): void {
  let at = target
  path.forEach((segment, depth) => {
    if (depth === path.length - 1) {
      Object.defineProperty(at, segment, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      })
      return
    }
    const next = Object.hasOwn(at, segment) ? at[segment] : undefined
    if (isJsonObject(next)) {
      at = next
      return
    }
    const made: JsonObject = {}
    Object.defineProperty(at, segment, {
      value: made,
      enumerable: true,
      writable: true,
      configurable: true,
    })
    at = made
  })
}

/**
 * Rebuilds an entry from its flat map. Throws {@link UnflattenableError} when the lists of
 * blocks do not make one tree holding every block exactly once (a block in two lists, a cycle,
 * a block in none): a merge that mixed two moves.
 */
export function unflattenEntry(flat: FlatEntry): JsonObject {
  const owners = new Map<string, JsonObject>()
  for (const [key, value] of flat) {
    const [owner, ...path] = JSON.parse(key) as [string, ...string[]]
    let json = owners.get(owner)
    if (!json) owners.set(owner, (json = {}))
    setPath(json, path, JSON.parse(value))
  }
  const used = new Set<string>()
  const expand = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(expand)
    if (!isJsonObject(value)) return value
    const ids = Object.hasOwn(value, SLOT) ? value[SLOT] : undefined
    if (Array.isArray(ids)) return ids.map((id) => block(String(id)))
    const copy: JsonObject = {}
    for (const [key, child] of Object.entries(value)) setPath(copy, [key], expand(child))
    return copy
  }
  const block = (id: string): Block => {
    const json = owners.get(id)
    if (!json || used.has(id)) throw new UnflattenableError(`Block ${id} is not in one place`)
    used.add(id)
    return expand(json) as Block
  }
  const entry = expand(owners.get(ENTRY_OWNER) ?? {}) as JsonObject
  if (used.size !== owners.size - (owners.has(ENTRY_OWNER) ? 1 : 0)) {
    throw new UnflattenableError('A block is in no list')
  }
  return entry
}
