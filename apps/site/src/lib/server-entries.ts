import type { Entry } from '@tessera/core'

/**
 * The full entry of a page the server renders, handed from the page (a React Server Component)
 * to the server render of `SiteContent` (a client component) in the same process, while the
 * browser gets the entry stripped (`ship-entry.ts`). Next runs both renders of a request one
 * after the other in one process but in separate module graphs, hence a store on `globalThis`.
 * An entry is taken once, milliseconds after it was held; one never taken (the render failed)
 * is dropped after {@link HOLD_MS}, and the store never holds more than {@link MAX_HELD}
 * (renders in flight hold their entries anyway: the bound is for those never taken).
 * @module
 */

/** How long an entry waits for its render. */
export const HOLD_MS = 30_000
/** At most this many entries wait; the oldest go first. */
export const MAX_HELD = 5_000

interface Held {
  entry: Entry
  until: number
}

const STORE = Symbol.for('tessera.site.server-entries')

function store(): Map<string, Held> {
  const scope = globalThis as { [STORE]?: Map<string, Held> }
  scope[STORE] ??= new Map()
  return scope[STORE]
}

function dropExpired(held: Map<string, Held>, now: number): void {
  for (const [key, { until }] of held) {
    if (until > now && held.size <= MAX_HELD) break
    held.delete(key)
  }
}

/** Holds `entry` for the server render of its page; the key to take it with. */
export function holdServerEntry(entry: Entry, now = Date.now()): string {
  const held = store()
  const key = crypto.randomUUID()
  held.set(key, { entry, until: now + HOLD_MS })
  dropExpired(held, now)
  return key
}

/** The entry held under `key`, once; undefined when there is none (or it expired). */
export function takeServerEntry(key: string, now = Date.now()): Entry | undefined {
  const held = store()
  const found = held.get(key)
  held.delete(key)
  return found && found.until > now ? found.entry : undefined
}
