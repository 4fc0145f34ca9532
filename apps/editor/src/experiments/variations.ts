import { variationWindow } from '@tessera/core'
import type { VariationWindow } from '@tessera/core'
import type { DocumentStore } from '../state/document-store.ts'
import { ROOT } from '../state/doc-types.ts'
import type { JsonObject, Operation, SetOp } from '../state/doc-types.ts'
import { isBlock } from '../state/find-slots.ts'
import { normalizeShares } from './split.ts'

/** One group of a page's split test as the editor shows it (the default first). */
export interface TestGroup {
  /** The variation id, or the page's id for the default. */
  id: string
  name: string
  /** 0..1; the groups' shares add up to 1. */
  share: number
  isDefault: boolean
  /**
   * When the variation is served (`meta.startDate` / `meta.endDate`, epoch ms, each optional);
   * outside it, its traffic goes to the default. Empty for the default.
   */
  window: VariationWindow
}

/** How a test stands: no variations, running, stopped (variations kept, default served). */
export type TestState = 'none' | 'running' | 'stopped'

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The name of the default group. */
export const DEFAULT_GROUP_NAME = 'Default'

function variationsOf(entry: JsonObject): Array<[string, JsonObject]> {
  const variations = entry.variations
  if (!isObject(variations)) return []
  return Object.entries(variations).filter(
    (pair): pair is [string, JsonObject] => pair[0] !== entry.id && isObject(pair[1]),
  )
}

/** The groups of the page's test, the default first, their shares normalized to add up to 1. */
export function testGroups(entry: JsonObject): TestGroup[] {
  const variations = variationsOf(entry)
  const ratio = (value: unknown) => (typeof value === 'number' ? value : 0)
  const variationTotal = variations.reduce((sum, [, v]) => sum + ratio(v.testRatio), 0)
  const shares = normalizeShares([
    Math.max(1 - variationTotal, 0),
    ...variations.map(([, v]) => ratio(v.testRatio)),
  ])
  return [
    {
      id: String(entry.id),
      name: DEFAULT_GROUP_NAME,
      share: shares[0] ?? 1,
      isDefault: true,
      window: {},
    },
    ...variations.map(([id, v], i) => ({
      id,
      name: typeof v.name === 'string' && v.name !== '' ? v.name : id,
      share: shares[i + 1] ?? 0,
      isDefault: false,
      window: variationWindow(v),
    })),
  ]
}

/** Whether the page's test is running, stopped, or there is none (`meta.splitTest.status`). */
export function testState(entry: JsonObject): TestState {
  if (variationsOf(entry).length === 0) return 'none'
  const meta = isObject(entry.meta) ? entry.meta : {}
  const test = isObject(meta.splitTest) ? meta.splitTest : {}
  return test.status === 'stopped' ? 'stopped' : 'running'
}

/** A copy of blocks with fresh ids (theirs and their descendants'), for a new variation. */
export function withNewIds(value: unknown, newId: () => string): unknown {
  if (Array.isArray(value)) return value.map((item) => withNewIds(item, newId))
  if (!isObject(value)) return value
  const copy: JsonObject = {}
  for (const [key, item] of Object.entries(value)) copy[key] = withNewIds(item, newId)
  if (isBlock(value)) copy.id = newId()
  return copy
}

const set = (path: string[], value: unknown): SetOp => ({ type: 'set', target: ROOT, path, value })

/** The operations that store `shares` (the default first, in `groups` order) as `testRatio`s. */
export function splitOps(groups: readonly TestGroup[], shares: readonly number[]): Operation[] {
  const ops: Operation[] = [set(['testRatio'], shares[0] ?? 1)]
  groups.forEach((group, i) => {
    if (!group.isDefault) ops.push(set(['variations', group.id, 'testRatio'], shares[i] ?? 0))
  })
  return ops
}

/**
 * The data of a group as it is now (the default's `data`, or a variation's; the blocks being
 * edited come from the store), with new block ids: what a new variation copied from it holds.
 */
export function copyOfGroupData(store: DocumentStore, groupId: string): JsonObject {
  const entry = store.toEntry()
  const variation = variationsOf(entry).find(([id]) => id === groupId)?.[1]
  const data = variation ? variation.data : entry.data
  return (withNewIds(isObject(data) ? data : {}, () => store.newId()) as JsonObject) ?? {}
}

/** A new variation id (Builder uses 32 hex digits). */
export function newVariationId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The operations adding a variation `{ id, name, testRatio, data }` with the new shares. */
export function addVariationOps(
  groups: readonly TestGroup[],
  variation: { id: string; name: string; data: JsonObject },
  shares: readonly number[],
): Operation[] {
  const share = shares[groups.length] ?? 0
  return [
    set(['variations', variation.id], { ...variation, testRatio: share }),
    ...splitOps(groups, shares),
  ]
}

/** The operations deleting a variation (not the one being edited) with the new shares. */
export function deleteVariationOps(
  groups: readonly TestGroup[],
  id: string,
  shares: readonly number[],
): Operation[] {
  const kept = groups.filter((group) => group.id !== id)
  return [set(['variations', id], undefined), ...splitOps(kept, shares)]
}

/** The operation renaming a variation. */
export function renameOps(id: string, name: string): Operation[] {
  return [set(['variations', id, 'name'], name)]
}

/**
 * The operations giving a variation its window (`meta.startDate` / `meta.endDate`, epoch ms;
 * `undefined` removes one), only for the ends that change.
 */
export function windowOps(group: TestGroup, start: number | undefined, end: number | undefined) {
  const ops: Operation[] = []
  if (group.window.start !== start)
    ops.push(set(['variations', group.id, 'meta', 'startDate'], start))
  if (group.window.end !== end) ops.push(set(['variations', group.id, 'meta', 'endDate'], end))
  return ops
}

/** The operation starting (`running`) or stopping (`stopped`) the test. */
export function testStatusOps(status: 'running' | 'stopped'): Operation[] {
  return [set(['meta', 'splitTest'], { status })]
}

/**
 * The operations declaring `winner` (the default's id or a variation's) the winner: its data
 * becomes the page's data, the variations go, the default takes all the traffic, and
 * `meta.splitTest` records the outcome (`{ status: 'ended', winner, winnerName, endedAt }`),
 * so the saved revision says what happened. Call with the default's blocks being edited.
 */
export function declareWinnerOps(entry: JsonObject, winner: TestGroup, now: number): Operation[] {
  const ops: Operation[] = []
  if (!winner.isDefault) {
    const variation = variationsOf(entry).find(([id]) => id === winner.id)?.[1]
    ops.push(set(['data'], isObject(variation?.data) ? variation.data : {}))
  }
  const outcome = { status: 'ended', winner: winner.id, winnerName: winner.name, endedAt: now }
  ops.push(
    set(['variations'], undefined),
    set(['testRatio'], 1),
    set(['meta', 'splitTest'], outcome),
  )
  return ops
}
