import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { getPage } from '../api/pages-api.ts'
import type { Selection } from '../editor/selection.ts'
import type { Autosave } from '../save/autosave.ts'
import { PresenceClient } from './presence-client.ts'
import type { PresenceMember } from './presence-client.ts'

/** The others on the page and the soft locks, for the views of the editor. */
export interface PresenceState {
  members: readonly PresenceMember[]
  /** Who holds a block (the first of the others editing it), or undefined. */
  lockOf(blockId: string): PresenceMember | undefined
  /** Whether this author confirmed editing a block another author holds. */
  isConfirmed(blockId: string): boolean
  /** This author chose to edit a block another author holds. */
  confirm(blockId: string): void
}

const EMPTY: PresenceState = {
  members: [],
  lockOf: () => undefined,
  isConfirmed: () => false,
  confirm: () => {},
}

/** The presence of the open page (nobody, outside an editor view). */
export const PresenceContext = createContext<PresenceState>(EMPTY)

/** The presence of the open page. */
export const usePresenceState = (): PresenceState => useContext(PresenceContext)

/** Whether this author may edit a block now: nobody else holds it, or they confirmed. */
export function canEditBlock(state: PresenceState, blockId: string | undefined): boolean {
  return blockId === undefined || !state.lockOf(blockId) || state.isConfirmed(blockId)
}

interface PresenceArgs {
  api: ApiClient
  /** The signed-in user: their own other tabs are listed, but hold no lock against them. */
  userId: string
  pageId: string
  /** The entry's model (`page`, `symbol`…). */
  model: string
  selection: Selection
  autosave: Autosave | undefined
  readOnly: boolean
}

/**
 * Announces this author on the page while it is open (see {@link PresenceClient}): the block
 * they have selected is announced as theirs, unless another author holds it and this one has
 * not confirmed editing it anyway; when another author's save makes a newer revision and this
 * author has nothing unsaved, it is fetched and taken in (`Autosave.catchUp`).
 */
export function usePresence({
  api,
  userId,
  pageId,
  model,
  selection,
  autosave,
  readOnly,
}: PresenceArgs): PresenceState {
  const client = useMemo(() => new PresenceClient(api, pageId, model), [api, pageId, model])
  const members = useSyncExternalStore(client.subscribe, client.members)
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set())

  const state = useMemo<PresenceState>(() => {
    const lockOf = (blockId: string) =>
      members.find((member) => member.blockId === blockId && member.userId !== userId)
    return {
      members,
      lockOf,
      isConfirmed: (blockId) => confirmed.has(blockId),
      confirm: (blockId) => setConfirmed((now) => new Set([...now, blockId])),
    }
  }, [members, confirmed, userId])

  useEffect(() => {
    client.start()
    return () => client.stop()
  }, [client])

  useEffect(() => {
    if (!autosave) return
    let fetching = false
    client.onRevision = (revision) => {
      if (fetching || revision <= (autosave.getRevision() ?? 0)) return
      fetching = true
      getPage(api, pageId, model)
        .then((page) => autosave.catchUp(page))
        .catch(() => undefined)
        .finally(() => (fetching = false))
    }
    return () => {
      client.onRevision = () => {}
    }
  }, [api, pageId, model, client, autosave])

  useEffect(() => {
    const announce = () => {
      const id = selection.primary
      const mine = !readOnly && id !== undefined && canEditBlock(state, id)
      client.setBlock(mine ? id : null)
    }
    announce()
    return selection.subscribe(announce)
  }, [client, selection, state, readOnly])

  return state
}
