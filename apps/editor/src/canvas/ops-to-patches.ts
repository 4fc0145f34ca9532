import type { PatchOperation } from '@tessera/core/editor'
import type { DocumentStore } from '../state/document-store.ts'
import { ROOT } from '../state/doc-types.ts'
import type { SlotRef } from '../state/doc-types.ts'
import type { AppliedStep } from '../state/history.ts'

/** What the canvas is sent for a change: per-block patches, or the whole content. */
export type CanvasUpdate =
  { kind: 'patches'; data: Record<string, PatchOperation[]> } | { kind: 'content' }

const pointer = (path: readonly string[]) =>
  path.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')

/** The key (content id or block id) and path prefix of a slot's list. */
function slotTarget(ref: SlotRef, contentId: string): { key: string; path: string } {
  return ref.owner === ROOT
    ? { key: contentId, path: '/data/blocks' }
    : { key: ref.owner, path: pointer(ref.path.split('.')) }
}

/**
 * Turns applied operations (with what undoes them, which says where removed or moved blocks were)
 * into `builder.patchUpdates` data keyed by block id, so that the site re-renders only the
 * blocks touched. A changed property is sent as its whole top-level value (`/component`,
 * `/responsiveStyles`), which the site can always replace; changes of the entry's own fields
 * send the whole content.
 */
export function opsToCanvasUpdate(
  store: DocumentStore,
  contentId: string,
  steps: readonly AppliedStep[],
): CanvasUpdate {
  const data: Record<string, PatchOperation[]> = {}
  const add = (key: string, patch: PatchOperation) => (data[key] ??= []).push(patch)
  for (const { op, undo } of steps) {
    // What undoes an operation says where a removed or moved block was.
    const back = undo[0]
    if (op.type === 'set') {
      if (op.target === ROOT) return { kind: 'content' }
      const key = op.path[0] as string
      const full = store.block(op.target) ? store.blockJson(op.target)[key] : undefined
      add(
        op.target,
        full === undefined
          ? { op: 'remove', path: pointer([key]) }
          : { op: 'replace', path: pointer([key]), value: full },
      )
    } else if (op.type === 'insert') {
      const target = slotTarget(op.slot, contentId)
      add(target.key, { op: 'replace', path: target.path, value: slotJson(store, op.slot) })
    } else if (op.type === 'remove') {
      if (back?.type !== 'insert') return { kind: 'content' }
      const target = slotTarget(back.slot, contentId)
      add(target.key, { op: 'remove', path: `${target.path}/${back.index}` })
    } else {
      if (back?.type !== 'move') return { kind: 'content' }
      const from = slotTarget(back.to, contentId)
      add(from.key, { op: 'remove', path: `${from.path}/${back.index}` })
      // The whole destination list: it may not have existed before the move.
      const to = slotTarget(op.to, contentId)
      add(to.key, { op: 'replace', path: to.path, value: slotJson(store, op.to) })
    }
  }
  return { kind: 'patches', data }
}

function slotJson(store: DocumentStore, ref: SlotRef): unknown[] {
  return store.slotIds(ref).map((id) => store.blockJson(id))
}
