/** A serialized response kept by the {@link ResponseCache}. Always a 200 JSON response. */
export interface CachedResponse {
  body: string
  /** Strong ETag of `body`, quoted. */
  etag: string
  /** Response headers sent with it when it is served from the cache. */
  headers: Record<string, string>
  /**
   * Epoch ms from which the response is stale whatever the writes (a scheduled entry starts
   * or ends then); `get` drops it from then on. Default: never.
   */
  validUntil?: number
}

export interface ResponseCacheOptions {
  /** Most responses kept. Default 1000. */
  maxEntries?: number
  /** Most body bytes (UTF-16 length) kept in total. Default 32 MiB. */
  maxBytes?: number
}

/**
 * An in-process LRU of serialized read responses, grouped by space so that a write drops
 * exactly its space's responses, each kept until its `validUntil` at most. Each space has a generation, bumped by `invalidate`: a
 * response computed before a write must not be stored after it, so `set` takes the generation
 * read before computing and ignores the response when it has changed since.
 */
export interface ResponseCache {
  /** The response under `key` unless it is stale at `now` (epoch ms; see `validUntil`). */
  get(key: string, now: number): CachedResponse | undefined
  /** Stores a response unless `generation` is stale (see `generation`). */
  set(key: string, spaceId: string, response: CachedResponse, generation: number): void
  /** The space's current generation; read it before computing a response. */
  generation(spaceId: string): number
  /** Drops every response of the space. */
  invalidate(spaceId: string): void
  clear(): void
  readonly size: number
  readonly bytes: number
}

interface Slot {
  spaceId: string
  response: CachedResponse
  bytes: number
}

/** Creates an empty {@link ResponseCache}. */
export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  const maxEntries = options.maxEntries ?? 1000
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024
  const slots = new Map<string, Slot>()
  const keysBySpace = new Map<string, Set<string>>()
  const generations = new Map<string, number>()
  let totalBytes = 0

  const remove = (key: string): void => {
    const slot = slots.get(key)
    if (!slot) return
    slots.delete(key)
    totalBytes -= slot.bytes
    const keys = keysBySpace.get(slot.spaceId)
    keys?.delete(key)
    if (keys?.size === 0) keysBySpace.delete(slot.spaceId)
  }

  return {
    get(key, now) {
      const slot = slots.get(key)
      if (!slot) return undefined
      if (now >= (slot.response.validUntil ?? Infinity)) {
        remove(key)
        return undefined
      }
      // Move to the most recently used end.
      slots.delete(key)
      slots.set(key, slot)
      return slot.response
    },
    set(key, spaceId, response, generation) {
      if (generation !== (generations.get(spaceId) ?? 0)) return
      const bytes = response.body.length + key.length
      if (bytes > maxBytes || maxEntries <= 0) return
      remove(key)
      while (slots.size >= maxEntries || totalBytes + bytes > maxBytes) {
        const oldest = slots.keys().next()
        if (oldest.done) break
        remove(oldest.value)
      }
      slots.set(key, { spaceId, response, bytes })
      totalBytes += bytes
      let keys = keysBySpace.get(spaceId)
      if (!keys) keysBySpace.set(spaceId, (keys = new Set()))
      keys.add(key)
    },
    generation(spaceId) {
      return generations.get(spaceId) ?? 0
    },
    invalidate(spaceId) {
      generations.set(spaceId, (generations.get(spaceId) ?? 0) + 1)
      for (const key of [...(keysBySpace.get(spaceId) ?? [])]) remove(key)
    },
    clear() {
      for (const spaceId of keysBySpace.keys()) {
        generations.set(spaceId, (generations.get(spaceId) ?? 0) + 1)
      }
      slots.clear()
      keysBySpace.clear()
      totalBytes = 0
    },
    get size() {
      return slots.size
    },
    get bytes() {
      return totalBytes
    },
  }
}
