import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLogger } from '../logger.ts'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import type { ContentStore, StoredEvent } from '../store/types.ts'
import { createEventBuffer, isDataError } from './event-buffer.ts'

function event(spaceId: string, type = 'impression'): StoredEvent {
  return {
    spaceId,
    type,
    contentId: 'c1',
    variationId: null,
    amount: null,
    sessionId: null,
    visitorId: null,
    createdAt: 1000,
    data: { contentId: 'c1' },
  }
}

async function setup(): Promise<{
  store: ContentStore
  spaceId: string
  logs: Array<Record<string, unknown>>
  logger: ReturnType<typeof createLogger>
}> {
  const store = createSqliteStore({ filename: ':memory:' })
  await store.migrate()
  const { id: spaceId } = await store.createSpace({ name: 'T' })
  const logs: Array<Record<string, unknown>> = []
  const logger = createLogger({
    write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>),
  })
  return { store, spaceId, logs, logger }
}

async function impressions(store: ContentStore, spaceId: string): Promise<number> {
  const rows = await store.aggregateEvents({ spaceId, from: 0, to: 10_000 })
  return rows[0]?.impressions ?? 0
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createEventBuffer', () => {
  it('writes queued events after the flush interval', async () => {
    vi.useFakeTimers()
    const { store, spaceId, logger } = await setup()
    const insert = vi.spyOn(store, 'insertEvents')
    const buffer = createEventBuffer({ store, logger, flushIntervalMs: 250 })
    expect(buffer.push([event(spaceId), event(spaceId)])).toBe(true)
    buffer.push([event(spaceId)])
    expect(insert).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(250)
    expect(insert).toHaveBeenCalledTimes(1)
    expect(await impressions(store, spaceId)).toBe(3)
    expect(buffer.stats()).toEqual({ queued: 0, inserted: 3, refused: 0, failed: 0 })
  })

  it('writes full batches at once, in batches of maxBatchSize', async () => {
    const { store, spaceId, logger } = await setup()
    const insert = vi.spyOn(store, 'insertEvents')
    const buffer = createEventBuffer({
      store,
      logger,
      batchSize: 2,
      maxBatchSize: 2,
      flushIntervalMs: 60_000,
    })
    buffer.push([event(spaceId), event(spaceId), event(spaceId)])
    await buffer.flush()
    expect(insert.mock.calls.map(([args]) => args.events.length)).toEqual([2, 1])
    expect(await impressions(store, spaceId)).toBe(3)
  })

  it('writes a backlog in batches of up to 4 × batchSize', async () => {
    const { store, spaceId, logger } = await setup()
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const realInsert = store.insertEvents.bind(store)
    const insert = vi.spyOn(store, 'insertEvents')
    insert.mockImplementation(async (args) => {
      await gate
      return realInsert(args)
    })
    const buffer = createEventBuffer({ store, logger, batchSize: 2, flushIntervalMs: 60_000 })
    buffer.push([event(spaceId), event(spaceId)]) // a full batch: written at once
    buffer.push(Array.from({ length: 9 }, () => event(spaceId))) // the backlog, meanwhile
    release()
    await buffer.flush()
    expect(insert.mock.calls.map(([args]) => args.events.length)).toEqual([2, 8, 1])
    expect(await impressions(store, spaceId)).toBe(11)
  })

  it('written() waits for the events queued before it, not for later ones', async () => {
    const { store, spaceId, logger } = await setup()
    const realInsert = store.insertEvents.bind(store)
    let releaseFirst: () => void = () => {}
    const first = new Promise<void>((resolve) => (releaseFirst = resolve))
    let calls = 0
    // The first insert waits for the test; any later one never ends (a slow database).
    vi.spyOn(store, 'insertEvents').mockImplementation(async (args) => {
      calls += 1
      await (calls === 1 ? first : new Promise<void>(() => {}))
      return realInsert(args)
    })
    const buffer = createEventBuffer({ store, logger, flushIntervalMs: 60_000 })
    await buffer.written() // nothing queued: at once
    buffer.push([event(spaceId)])
    let settled = false
    const done = buffer.written().then(() => (settled = true)) // starts the flush itself
    buffer.push([event(spaceId), event(spaceId)]) // after the call: not waited for
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    releaseFirst()
    await done
    expect(await impressions(store, spaceId)).toBe(1)
    // The later two are being written (their insert hangs): the wait did not include them.
    expect(calls).toBe(2)
    expect(buffer.stats()).toMatchObject({ inserted: 1 })
  })

  it('flush waits for a flush already running and writes what came meanwhile', async () => {
    const { store, spaceId, logger } = await setup()
    const buffer = createEventBuffer({ store, logger, flushIntervalMs: 60_000 })
    buffer.push([event(spaceId)])
    const first = buffer.flush()
    buffer.push([event(spaceId)])
    await Promise.all([first, buffer.flush()])
    expect(await impressions(store, spaceId)).toBe(2)
  })

  it('refuses a push that does not fit whole, counting and logging once', async () => {
    const { store, spaceId, logger, logs } = await setup()
    const buffer = createEventBuffer({ store, logger, maxQueue: 2, flushIntervalMs: 60_000 })
    expect(buffer.push([event(spaceId), event(spaceId), event(spaceId)])).toBe(false)
    expect(buffer.push([event(spaceId)])).toBe(true)
    expect(buffer.push([event(spaceId), event(spaceId)])).toBe(false)
    expect(buffer.push([event(spaceId)])).toBe(true)
    expect(buffer.push([event(spaceId)])).toBe(false)
    expect(buffer.stats()).toEqual({ queued: 2, inserted: 0, refused: 6, failed: 0 })
    expect(
      logs.filter((line) => line['message'] === 'tracking queue full: events refused (503)'),
    ).toEqual([expect.objectContaining({ level: 'warn', refused: 3, queued: 0, maxQueue: 2 })])
    await buffer.flush()
    expect(await impressions(store, spaceId)).toBe(2)
    expect(buffer.push([event(spaceId), event(spaceId)])).toBe(true)
  })

  it('logs and counts a batch the store refuses, then goes on', async () => {
    const { store, spaceId, logger, logs } = await setup()
    vi.spyOn(store, 'insertEvents').mockRejectedValueOnce(new Error('disk full'))
    const buffer = createEventBuffer({ store, logger, flushIntervalMs: 60_000 })
    buffer.push([event(spaceId)])
    await buffer.flush()
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'tracking events could not be stored',
        events: 1,
        error: 'disk full',
      }),
    )
    buffer.push([event(spaceId)])
    await buffer.flush()
    expect(buffer.stats()).toEqual({ queued: 0, inserted: 1, refused: 0, failed: 1 })
  })

  it('close flushes and refuses later events', async () => {
    const { store, spaceId, logger } = await setup()
    const buffer = createEventBuffer({ store, logger, flushIntervalMs: 60_000 })
    buffer.push([event(spaceId)])
    await buffer.close()
    expect(await impressions(store, spaceId)).toBe(1)
    expect(buffer.push([event(spaceId)])).toBe(false)
    expect(buffer.stats().refused).toBe(1)
  })

  it('splits a batch whose data the database refuses, losing only the bad event', async () => {
    const { store, spaceId, logger, logs } = await setup()
    const insert = store.insertEvents.bind(store)
    // The database refuses any batch holding the event of type "bad" (a data exception).
    vi.spyOn(store, 'insertEvents').mockImplementation(async (args) => {
      if (args.events.some((item) => item.type === 'bad')) {
        throw Object.assign(new Error('invalid byte sequence'), { code: '22021' })
      }
      return insert(args)
    })
    const buffer = createEventBuffer({ store, logger, flushIntervalMs: 60_000 })
    buffer.push([...Array.from({ length: 6 }, () => event(spaceId)), event(spaceId, 'bad')])
    await buffer.flush()
    expect(buffer.stats()).toEqual({ queued: 0, inserted: 6, refused: 0, failed: 1 })
    expect(await impressions(store, spaceId)).toBe(6)
    expect(logs).toContainEqual(
      expect.objectContaining({ events: 1, error: 'invalid byte sequence' }),
    )
  })

  it('does not split a batch when the database is unreachable', async () => {
    const { store, spaceId, logger } = await setup()
    const spy = vi
      .spyOn(store, 'insertEvents')
      .mockRejectedValue(Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' }))
    const buffer = createEventBuffer({ store, logger, flushIntervalMs: 60_000 })
    buffer.push(Array.from({ length: 8 }, () => event(spaceId)))
    await buffer.flush()
    expect(spy).toHaveBeenCalledTimes(1)
    expect(buffer.stats().failed).toBe(8)
  })
})

describe('isDataError', () => {
  it('knows PostgreSQL data and constraint errors and SQLite constraint errors', () => {
    expect(isDataError({ code: '22021' })).toBe(true)
    expect(isDataError({ code: '23505' })).toBe(true)
    expect(isDataError({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(true)
    expect(isDataError({ code: '57P01' })).toBe(false)
    expect(isDataError(new Error('x'))).toBe(false)
    expect(isDataError(null)).toBe(false)
  })
})
