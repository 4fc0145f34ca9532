import { ENTRY_OWNER, flattenEntry, unflattenEntry, UnflattenableError } from './flat-entry.ts'
import type { FlatEntry } from './flat-entry.ts'
import { mergeLeaf } from './merge-leaf.ts'
import type { JsonObject } from './merge-patch.ts'

/**
 * Fields the service stamps on every save: never a reason for a conflict, and taken from the
 * latest revision (the save stamps them again).
 */
export const STAMPED_FIELDS: ReadonlySet<string> = new Set([
  'rev',
  'meta',
  'lastUpdated',
  'lastUpdatedBy',
  'createdDate',
  'firstPublished',
])

/** The outcome of a three-way merge. */
export type EntryMerge =
  | { kind: 'merged'; entry: JsonObject }
  /** Both sides changed the same property of the same block (ids; `''` for the entry's own). */
  | { kind: 'conflict'; ids: string[] }

const parseKey = (key: string) => JSON.parse(key) as [string, ...string[]]
const parse = (leaf: string | undefined): unknown =>
  leaf === undefined ? undefined : JSON.parse(leaf)
const stringify = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value))

function isStamped(key: string): boolean {
  const [owner, field] = parseKey(key)
  return owner === ENTRY_OWNER && field !== undefined && STAMPED_FIELDS.has(field)
}

/** The leaves whose value differs between two flat entries (absent counts as a value). */
function changes(from: FlatEntry, to: FlatEntry): Map<string, string | undefined> {
  const changed = new Map<string, string | undefined>()
  for (const key of new Set([...from.keys(), ...to.keys()])) {
    if (from.get(key) !== to.get(key) && !isStamped(key)) changed.set(key, to.get(key))
  }
  return changed
}

/** Every proper prefix of a leaf's key (its owner and path cut shorter), as keys. */
function prefixesOf(key: string): string[] {
  const parts = parseKey(key)
  const found: string[] = []
  for (let length = 2; length < parts.length; length += 1) {
    found.push(JSON.stringify(parts.slice(0, length)))
  }
  return found
}

/**
 * Merges two saves based on one revision: `base` (the revision both started from), `theirs`
 * (what was saved since: the latest revision) and `mine` (the save being made). Each is taken
 * apart into leaves per block (see `flat-entry.ts`); when the leaves one side changed are not
 * the leaves (nor the parents or children of the leaves) the other side changed, or both changed
 * them alike, or both changed lists of blocks in them (inserted, removed or moved blocks: merged
 * by `mergeLeaf`), the result is `theirs` with my changes put in. Otherwise, or when the mix no
 * longer makes one tree of blocks (two moves of one block to different lists, a block moved by
 * one side and deleted by the other) or a block has no id, it is a conflict, naming the blocks
 * (`''`: the entry's own fields) both changed. No argument is changed.
 */
export function mergeEntries(base: JsonObject, theirs: JsonObject, mine: JsonObject): EntryMerge {
  let flat: { base: FlatEntry; theirs: FlatEntry; mine: FlatEntry }
  try {
    flat = { base: flattenEntry(base), theirs: flattenEntry(theirs), mine: flattenEntry(mine) }
  } catch (error) {
    if (error instanceof UnflattenableError) return { kind: 'conflict', ids: [] }
    throw error
  }
  const ours = changes(flat.base, flat.mine)
  const others = changes(flat.base, flat.theirs)
  const otherPrefixes = new Set([...others.keys()].flatMap(prefixesOf))
  const clashes = new Set<string>()
  // Leaves both changed differently: lists of blocks in them merge (see `mergeLeaf`).
  const resolved = new Map<string, string | undefined>()
  const ownersOf = (entry: FlatEntry) => new Set([...entry.keys()].map((key) => parseKey(key)[0]))
  const owners = { mine: ownersOf(flat.mine), theirs: ownersOf(flat.theirs) }
  for (const [key, value] of ours) {
    const overlaps = otherPrefixes.has(key) || prefixesOf(key).some((prefix) => others.has(prefix))
    if (overlaps) clashes.add(parseKey(key)[0])
    if (overlaps || !others.has(key) || others.get(key) === value) continue
    const leaf = mergeLeaf(parse(flat.base.get(key)), parse(value), parse(others.get(key)))
    if (leaf.kind === 'conflict') {
      for (const id of leaf.ids.length > 0 ? leaf.ids : [parseKey(key)[0]]) clashes.add(id)
      continue
    }
    resolved.set(key, stringify(leaf.value))
    // Moved in this list by one side, to another list by the other: two moves of one block.
    for (const id of leaf.dropped) if (owners.mine.has(id) && owners.theirs.has(id)) clashes.add(id)
  }
  if (clashes.size > 0) return { kind: 'conflict', ids: [...clashes].sort() }
  const merged = new Map(flat.theirs)
  for (const [key, mine] of ours) {
    const value = resolved.has(key) ? resolved.get(key) : mine
    if (value === undefined) merged.delete(key)
    else merged.set(key, value)
  }
  try {
    return { kind: 'merged', entry: unflattenEntry(merged) }
  } catch (error) {
    if (!(error instanceof UnflattenableError)) throw error
    return { kind: 'conflict', ids: [...new Set([...ours.keys()].map((key) => parseKey(key)[0]))] }
  }
}
