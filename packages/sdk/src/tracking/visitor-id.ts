import { VISITOR_ID_KEY } from '@tessera/core'

/** The parts of `Storage` (for example `localStorage`) that the visitor id needs. */
export type VisitorIdStorage = Pick<Storage, 'getItem' | 'setItem'>

export interface VisitorIdOptions {
  /** Where the id persists across visits. Default: none (the id lives as long as this object). */
  storage?: VisitorIdStorage | undefined
  /** Makes a new id. */
  createId: () => string
}

/** The visitor's id across visits. */
export interface VisitorId {
  /** The id; created (and stored) the first time it is needed. */
  get(): string
}

/**
 * The visitor id, persisted under `builderVisitorId` in storage (localStorage in a browser).
 * Storage that throws (private mode, a full quota, blocked third-party storage) is tolerated:
 * the id then lives in memory. Never throws.
 */
export function createVisitorId(options: VisitorIdOptions): VisitorId {
  const { storage, createId } = options
  let memory: string | undefined

  const read = (): string | undefined => {
    try {
      return storage?.getItem(VISITOR_ID_KEY) || undefined
    } catch {
      return undefined
    }
  }

  return {
    get() {
      if (memory !== undefined) return memory
      memory = read()
      if (memory === undefined) {
        memory = createId()
        try {
          storage?.setItem(VISITOR_ID_KEY, memory)
        } catch {
          // Keep the in-memory id for this tracker's life.
        }
      }
      return memory
    },
  }
}
