import { useCallback, useMemo, useState, useSyncExternalStore } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import type { PageEntry } from '../api/pages-api.ts'
import { pageStatus } from '../api/pages-api.ts'
import { useRoot } from '../editor/use-document.ts'
import type { Autosave } from '../save/autosave.ts'
import { publishSaved } from '../schedule/publish.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { addShare, rebalance, removeShare } from './split.ts'
import {
  addVariationOps,
  copyOfGroupData,
  declareWinnerOps,
  deleteVariationOps,
  newVariationId,
  renameOps,
  splitOps,
  testGroups,
  testState,
  testStatusOps,
  windowOps,
} from './variations.ts'
import type { TestGroup, TestState } from './variations.ts'

/** What {@link useExperiment} gives the experiment panel. */
export interface Experiment {
  groups: TestGroup[]
  state: TestState
  /** The group whose blocks the canvas and the layers show (the page's id: the default). */
  edited: string
  /** What the last action did, for a status line. */
  message: string | undefined
  edit(groupId: string): void
  /** Adds a variation copied from group `fromId` (default: the default). */
  add(fromId?: string): void
  rename(id: string, name: string): void
  remove(id: string): void
  /** Sets one group's share (0..1); the others rescale so the sum stays 1. */
  setShare(groupId: string, share: number): void
  /**
   * Gives a variation its window (epoch ms, each end optional), published at once when the
   * entry is live: outside the window its traffic goes to the default.
   */
  setWindow(id: string, start: number | undefined, end: number | undefined): Promise<void>
  /** Starts or stops the test, published at once when the page is live. */
  setRunning(running: boolean): Promise<void>
  /** Makes a group's content the default and ends the test (published when live). */
  declareWinner(groupId: string): Promise<void>
}

interface UseExperimentArgs {
  api: ApiClient
  page: PageEntry
  store: DocumentStore
  autosave: Autosave
  /** The model of the entry: `page` or `symbol` (a symbol's own test). Default: `page`. */
  model?: string
}

function useEditedVariation(store: DocumentStore): string | undefined {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeKey('*', listener),
    [store],
  )
  return useSyncExternalStore(subscribe, () => store.editedVariation())
}

/**
 * The page's split test in the editor: its groups and their shares (read from the document),
 * and the actions on it, each one undo step of the document (autosaved like any edit). Starting,
 * stopping and declaring a winner are published at once when the page is live, since they say
 * what visitors are served.
 */
export function useExperiment(args: UseExperimentArgs): Experiment {
  const { api, page, store, autosave, model = 'page' } = args
  const root = useRoot(store)
  const editedVariation = useEditedVariation(store)
  const [message, setMessage] = useState<string>()
  const groups = useMemo(() => testGroups(root), [root])
  const state = testState(root)
  const shares = groups.map((group) => group.share)
  const nameOf = (id: string) => groups.find((group) => group.id === id)?.name ?? id

  const publishIfLive = async (done: string) => {
    if (pageStatus(page) !== 'published') return setMessage(`${done} Publish to make it live.`)
    try {
      await publishSaved(api, autosave, page.id, 'publish', model)
      setMessage(`${done} Published.`)
    } catch (caught: unknown) {
      setMessage(`${done} Not published: ${caught instanceof Error ? caught.message : caught}`)
    }
  }

  return {
    groups,
    state,
    edited: editedVariation ?? page.id,
    message,
    edit: (groupId) => store.editVariation(groupId === page.id ? undefined : groupId),
    add: (fromId = page.id) => {
      const id = newVariationId()
      const name = `Variation ${String.fromCharCode(65 + groups.length)}`
      const data = copyOfGroupData(store, fromId)
      store.dispatch(addVariationOps(groups, { id, name, data }, addShare(shares)), {
        label: `Add ${name}`,
      })
      store.editVariation(id)
      setMessage(`${name} added, copied from ${nameOf(fromId)}: you are editing it.`)
    },
    rename: (id, name) => {
      const trimmed = name.trim()
      if (trimmed === '' || trimmed === nameOf(id)) return
      store.dispatch(renameOps(id, trimmed), { label: 'Rename variation' })
    },
    remove: (id) => {
      if (store.editedVariation() === id) store.editVariation(undefined)
      const index = groups.findIndex((group) => group.id === id)
      store.dispatch(deleteVariationOps(groups, id, removeShare(shares, index)), {
        label: `Delete ${nameOf(id)}`,
      })
      store.forgetVariation(id)
      setMessage(`${nameOf(id)} deleted.`)
    },
    setShare: (groupId, share) => {
      const index = groups.findIndex((group) => group.id === groupId)
      store.dispatch(splitOps(groups, rebalance(shares, index, share)), {
        label: 'Traffic split',
        coalesce: 'traffic-split',
      })
    },
    setWindow: async (id, start, end) => {
      const group = groups.find((item) => item.id === id)
      const ops = group && !group.isDefault ? windowOps(group, start, end) : []
      if (ops.length === 0) return
      store.dispatch(ops, { label: `Dates of ${nameOf(id)}` })
      await publishIfLive(`Dates of ${nameOf(id)} saved.`)
    },
    setRunning: async (running) => {
      store.dispatch(testStatusOps(running ? 'running' : 'stopped'), {
        label: running ? 'Start test' : 'Stop test',
      })
      await publishIfLive(
        running
          ? 'Test started: visitors are split.'
          : 'Test stopped: every visitor gets the default; the variations are kept.',
      )
    },
    declareWinner: async (groupId) => {
      const winner = groups.find((group) => group.id === groupId)
      if (!winner) return
      store.editVariation(undefined)
      store.dispatch(declareWinnerOps(store.toEntry(), winner, Date.now()), {
        label: `Declare ${winner.name} the winner`,
      })
      await publishIfLive(`${winner.name} won: it is now the default and the test has ended.`)
    },
  }
}
