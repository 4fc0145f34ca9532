import { openStore } from '@tessera/server'
import type { StoredEvent } from '@tessera/server'

const DAY_MS = 24 * 60 * 60 * 1000

/** One group of a seeded test: its variation id and its true conversion rate per visitor. */
export interface SeedGroup {
  variationId: string
  rate: number
}

export interface SeedExperimentOptions {
  /** The service's database (`tessera serve --database`). */
  databaseUrl: string
  /** The space's public key, as the SDKs send it in `ownerId`. */
  publicKey: string
  contentId: string
  /** The groups, sharing the traffic equally (a 50/50 test for two). */
  groups: readonly SeedGroup[]
  /** Whole UTC days before today to fill, each with visitors of every group. */
  days: number
  /** Visitors a weekday, all groups together (weekends get fewer). */
  dailyVisitors: number
}

/** The seeded visitors and converted visitors of each group, in the order of `groups`. */
export interface SeededCounts {
  visitors: number[]
  converted: number[]
}

/** A small seeded random generator (mulberry32), so every run seeds the same numbers. */
function seededRandom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * The tracking events of a running split test for the `days` UTC days before today: per day a
 * weekly traffic pattern split about equally between the groups; each visitor has an
 * impression (some two), some click, and a share near the group's rate converts, the same day.
 * Deterministic.
 */
export function experimentEvents(
  options: Omit<SeedExperimentOptions, 'databaseUrl'>,
  spaceId: string,
  now = Date.now(),
): { events: StoredEvent[]; counts: SeededCounts } {
  const random = seededRandom(14)
  const today = Math.floor(now / DAY_MS) * DAY_MS
  const counts: SeededCounts = {
    visitors: options.groups.map(() => 0),
    converted: options.groups.map(() => 0),
  }
  const events: StoredEvent[] = []
  for (let day = options.days; day >= 1; day -= 1) {
    const start = today - day * DAY_MS
    const weekday = new Date(start).getUTCDay()
    const traffic = options.dailyVisitors * (weekday === 0 || weekday === 6 ? 0.7 : 1)
    options.groups.forEach((group, g) => {
      const visitors = Math.round((traffic / options.groups.length) * (0.92 + 0.16 * random()))
      const converted = Math.round(visitors * group.rate * (0.92 + 0.16 * random()))
      counts.visitors[g]! += visitors
      counts.converted[g]! += converted
      for (let i = 0; i < visitors; i += 1) {
        // Spread over the day's first 23 hours, so a conversion stays on the same day.
        const at = start + Math.floor((i / visitors) * 23 * 60 * 60 * 1000)
        const visitorId = `seed-${group.variationId}-${day}-${i}`
        const data = {
          contentId: options.contentId,
          variationId: group.variationId,
          visitorId,
          ownerId: options.publicKey,
        }
        const event = (type: string, offset: number): StoredEvent => ({
          spaceId,
          type,
          contentId: options.contentId,
          variationId: group.variationId,
          amount: null,
          sessionId: visitorId,
          visitorId,
          createdAt: at + offset,
          data,
        })
        events.push(event('impression', 0))
        if (random() < 0.3) events.push(event('impression', 60_000))
        if (i < converted || random() < 0.3) events.push(event('click', 30_000))
        if (i < converted) events.push(event('conversion', 120_000))
      }
    })
  }
  return { events, counts }
}

/**
 * Writes {@link experimentEvents} through the service's own store (`insertEvents`, which keeps
 * the report's rollups as ingestion does): the tracking API stamps each event with the time it
 * receives it, so it cannot write past days. Returns the seeded counts.
 */
export async function seedExperiment(options: SeedExperimentOptions): Promise<SeededCounts> {
  const { databaseUrl, ...test } = options
  const store = await openStore(databaseUrl)
  try {
    const key = await store.findApiKey({ key: options.publicKey })
    if (!key) throw new Error('the public key names no space')
    const { events, counts } = experimentEvents(test, key.spaceId)
    for (let start = 0; start < events.length; start += 2000) {
      await store.insertEvents({ events: events.slice(start, start + 2000) })
    }
    return counts
  } finally {
    await store.close()
  }
}
