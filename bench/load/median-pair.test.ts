import { describe, expect, it } from 'vitest'
import type { MeasuredLoad } from './bench-service.ts'
import { medianPair, pairRatio } from './median-pair.ts'
import type { LoadPair } from './median-pair.ts'

function load(requestsPerSecond: number): MeasuredLoad {
  return {
    requests: requestsPerSecond,
    errors: 0,
    total: requestsPerSecond,
    durationMs: 1000,
    requestsPerSecond,
    p50Ms: 1,
    p99Ms: 1,
    cpuUsPerRequest: 1,
  }
}

const pair = (bare: number, tessera: number): LoadPair => ({
  bare: load(bare),
  tessera: load(tessera),
  loggedBytes: 0,
})

describe('medianPair', () => {
  it('keeps the pair with the median ratio, alternating which server runs first', async () => {
    const pairs = [pair(100, 70), pair(100, 20), pair(50, 40)]
    const order: boolean[] = []
    const median = await medianPair(3, (tesseraFirst) => {
      order.push(tesseraFirst)
      return Promise.resolve(pairs[order.length - 1] as LoadPair)
    })
    expect(median).toBe(pairs[0])
    expect(pairRatio(median)).toBeCloseTo(0.7)
    expect(order).toEqual([false, true, false])
  })

  it('takes the lower middle of an even count, and runs at least one pair', async () => {
    const pairs = [pair(100, 90), pair(100, 10), pair(100, 50), pair(100, 60)]
    let next = 0
    expect(await medianPair(4, () => Promise.resolve(pairs[next++] as LoadPair))).toBe(pairs[2])
    expect(await medianPair(0, () => Promise.resolve(pair(10, 5)))).toEqual(pair(10, 5))
  })
})
