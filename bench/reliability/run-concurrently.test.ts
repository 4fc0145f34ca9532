import { describe, expect, it } from 'vitest'
import { runConcurrently } from './run-concurrently.ts'

describe('runConcurrently', () => {
  it('returns the results in the order of the items', async () => {
    const delays = [30, 0, 10, 0, 20]
    const results = await runConcurrently(delays, 3, async (delay, index) => {
      await new Promise((resolve) => setTimeout(resolve, delay))
      return index
    })
    expect(results).toEqual([0, 1, 2, 3, 4])
  })

  it('runs at most `concurrency` tasks at once', async () => {
    let running = 0
    let most = 0
    await runConcurrently(
      Array.from({ length: 20 }, (_, index) => index),
      4,
      async () => {
        running += 1
        most = Math.max(most, running)
        await new Promise((resolve) => setTimeout(resolve, 1))
        running -= 1
      },
    )
    expect(most).toBe(4)
  })

  it('starts no item once told to stop', async () => {
    let started = 0
    const results = await runConcurrently(
      [1, 2, 3, 4, 5],
      1,
      async (item) => {
        started += 1
        return item
      },
      () => started >= 2,
    )
    expect(results).toEqual([1, 2])
  })
})
