import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createThrottledQueue } from './throttled-queue.ts'
import type { SendContext } from './throttled-queue.ts'

function recordingQueue(throttleMs = 5) {
  const batches: { items: string[]; context: SendContext; at: number }[] = []
  const queue = createThrottledQueue<string>({
    throttleMs,
    send: (items, context) => void batches.push({ items, context, at: Date.now() }),
  })
  return { queue, batches }
}

/** Lets queued microtasks run. */
const tick = () => Promise.resolve()

describe('createThrottledQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1000 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('flushes the first push at once and batches a synchronous burst', async () => {
    const { queue, batches } = recordingQueue()
    queue.push('a')
    queue.push('b')
    queue.push('c')
    expect(batches).toEqual([])
    await tick()
    expect(batches).toEqual([{ items: ['a', 'b', 'c'], context: { urgent: false }, at: 1000 }])
    expect(queue.size).toBe(0)
  })

  it('sends at most once per window, the trailing flush taking everything queued', async () => {
    const { queue, batches } = recordingQueue()
    queue.push('a')
    await tick()
    vi.advanceTimersByTime(1)
    queue.push('b')
    vi.advanceTimersByTime(2)
    queue.push('c')
    await tick()
    expect(batches.map((batch) => batch.items)).toEqual([['a']])
    vi.advanceTimersByTime(1)
    expect(batches.map((batch) => batch.items)).toEqual([['a']])
    vi.advanceTimersByTime(1)
    expect(batches.map((batch) => [batch.items, batch.at])).toEqual([
      [['a'], 1000],
      [['b', 'c'], 1005],
    ])
    // A new window started at 1005: the next push waits until 1010.
    queue.push('d')
    await tick()
    vi.advanceTimersByTime(4)
    expect(batches).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(batches.map((batch) => [batch.items, batch.at])).toContainEqual([['d'], 1010])
  })

  it('flushes at once again after a quiet window', async () => {
    const { queue, batches } = recordingQueue()
    queue.push('a')
    await tick()
    vi.advanceTimersByTime(50)
    queue.push('b')
    await tick()
    expect(batches.map((batch) => [batch.items, batch.at])).toEqual([
      [['a'], 1000],
      [['b'], 1050],
    ])
  })

  it('flush sends at once, cancels the scheduled flush and passes the urgency', async () => {
    const { queue, batches } = recordingQueue()
    queue.push('a')
    await tick()
    queue.push('b')
    await queue.flush({ urgent: true })
    expect(batches.map((batch) => [batch.items, batch.context.urgent])).toEqual([
      [['a'], false],
      [['b'], true],
    ])
    vi.advanceTimersByTime(100)
    expect(batches).toHaveLength(2)
  })

  it('flush waits for sends in flight and never rejects', async () => {
    let finish: () => void = () => {}
    const errors: unknown[] = []
    const queue = createThrottledQueue<string>({
      send: (items) =>
        items[0] === 'slow'
          ? new Promise<void>((resolve) => (finish = resolve))
          : Promise.reject(new Error('offline')),
      onError: (error) => errors.push(error),
    })
    queue.push('slow')
    await tick()
    let done = false
    const flushed = queue.flush().then(() => (done = true))
    await tick()
    expect(done).toBe(false)
    finish()
    await flushed
    expect(done).toBe(true)
    queue.push('fails')
    await expect(queue.flush()).resolves.toBeUndefined()
    expect(errors).toEqual([new Error('offline')])
  })

  it('keeps working after send throws synchronously', async () => {
    const sent: string[][] = []
    const errors: unknown[] = []
    const queue = createThrottledQueue<string>({
      send: (items) => {
        if (items.includes('boom')) throw new Error('sync failure')
        sent.push(items)
      },
      onError: (error) => errors.push(error),
    })
    queue.push('boom')
    await queue.flush()
    queue.push('ok')
    await queue.flush()
    expect(sent).toEqual([['ok']])
    expect(errors).toEqual([new Error('sync failure')])
  })

  it('cancel stops a scheduled flush but keeps the items', async () => {
    const { queue, batches } = recordingQueue()
    queue.push('a')
    queue.cancel()
    await tick()
    vi.advanceTimersByTime(100)
    expect(batches).toEqual([])
    expect(queue.size).toBe(1)
    await queue.flush()
    expect(batches.map((batch) => batch.items)).toEqual([['a']])
  })
})

describe('createThrottledQueue retries', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1000 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** A queue whose sends fail while `refusing` is true; retries wait `delay` ms, 3 at most. */
  function retryingQueue(maxItems?: number) {
    const state = { refusing: true, delays: [] as number[] }
    const sent: { items: string[]; at: number }[] = []
    const givenUp: number[] = []
    const queue = createThrottledQueue<string>({
      maxItems,
      send: (items) => {
        sent.push({ items, at: Date.now() })
        return state.refusing ? Promise.reject(new Error('busy')) : undefined
      },
      retryDelayMs: (_error, attempt) => {
        state.delays.push(attempt)
        return attempt <= 3 ? 1000 * attempt : undefined
      },
      onGiveUp: (count) => givenUp.push(count),
    })
    return { queue, sent, state, givenUp }
  }

  it('sends a refused batch again after the delay, with what was pushed meanwhile', async () => {
    const { queue, sent, state } = retryingQueue()
    queue.push('a')
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toEqual([{ items: ['a'], at: 1000 }])
    expect(queue.size).toBe(1)
    queue.push('b')
    await vi.advanceTimersByTimeAsync(999)
    expect(sent).toHaveLength(1)
    state.refusing = false
    await vi.advanceTimersByTimeAsync(1)
    expect(sent).toEqual([
      { items: ['a'], at: 1000 },
      { items: ['a', 'b'], at: 2000 },
    ])
    expect(queue.size).toBe(0)
    // A success resets the count: the next refusal waits the first delay again.
    state.refusing = true
    queue.push('c')
    await vi.advanceTimersByTimeAsync(5)
    expect(state.delays).toEqual([1, 1])
  })

  it('backs off further on each refusal in a row, then gives the items up', async () => {
    const { queue, sent, givenUp } = retryingQueue()
    queue.push('a')
    await vi.advanceTimersByTimeAsync(10_000)
    // Sent at 1000, then after 1 s, 2 s and 3 s; the fourth refusal has no retry left.
    expect(sent.map((send) => send.at)).toEqual([1000, 2000, 4000, 7000])
    expect(givenUp).toEqual([1])
    expect(queue.size).toBe(0)
  })

  it('holds at most maxItems, giving up the oldest', async () => {
    const { queue, sent, givenUp } = retryingQueue(3)
    queue.push('a')
    queue.push('b')
    await vi.advanceTimersByTimeAsync(0)
    queue.push('c')
    queue.push('d')
    expect(givenUp).toEqual([1])
    expect(queue.size).toBe(3)
    await queue.flush()
    expect(sent.at(-1)?.items).toEqual(['b', 'c', 'd'])
  })

  it('sends at once on an explicit flush, whatever the delay', async () => {
    const { queue, sent, state } = retryingQueue()
    queue.push('a')
    await vi.advanceTimersByTimeAsync(0)
    state.refusing = false
    await queue.flush({ urgent: true })
    expect(sent.map((send) => [send.items, send.at])).toEqual([
      [['a'], 1000],
      [['a'], 1000],
    ])
  })
})
