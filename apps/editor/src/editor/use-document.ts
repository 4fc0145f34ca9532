import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { DocumentStore } from '../state/document-store.ts'
import { ROOT, slotKey } from '../state/doc-types.ts'
import type { BlockNode, JsonObject, SlotRef } from '../state/doc-types.ts'

/** One block of the open document; re-renders only when that block changes. */
export function useBlock(store: DocumentStore, id: string | undefined): BlockNode | undefined {
  const subscribe = useCallback(
    (listener: () => void) => (id === undefined ? () => {} : store.subscribeKey(id, listener)),
    [store, id],
  )
  return useSyncExternalStore(subscribe, () => (id === undefined ? undefined : store.block(id)))
}

/** The ids of one slot; re-renders only when that list changes. */
export function useSlotIds(store: DocumentStore, ref: SlotRef): readonly string[] {
  const key = `slot:${slotKey(ref)}`
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeKey(key, listener),
    [store, key],
  )
  return useSyncExternalStore(subscribe, () => store.slotIds(ref))
}

/** The entry's own fields (title, URL…). */
export function useRoot(store: DocumentStore): JsonObject {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeKey('root', listener),
    [store],
  )
  return useSyncExternalStore(subscribe, () => store.root())
}

/** A number bumped by every change of the document (save state, undo buttons). */
export function useDocumentVersion(store: DocumentStore): number {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeKey('*', listener),
    [store],
  )
  return useSyncExternalStore(subscribe, () => store.getVersion())
}

/** The list of the edited top-level blocks (the default's, or a variation's: see `editVariation`). */
export function useRootSlot(store: DocumentStore): SlotRef {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeKey('*', listener),
    [store],
  )
  const path = useSyncExternalStore(subscribe, () => store.rootSlot().path)
  return useMemo(() => ({ owner: ROOT, path }), [path])
}
