import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SAVE_DELAY_MS, SAVE_MAX_WAIT_MS, SaveTimer } from './save-timer.ts'

describe('SaveTimer', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function typing() {
    let runs = 0
    const timer = new SaveTimer(() => (runs += 1))
    const change = () => (timer.changed(), timer.schedule())
    return { timer, change, runs: () => runs }
  }

  it('runs a second after the last change', () => {
    const { change, runs } = typing()
    change()
    vi.advanceTimersByTime(SAVE_DELAY_MS - 1)
    expect(runs()).toBe(0)
    vi.advanceTimersByTime(1)
    expect(runs()).toBe(1)
  })

  it('runs no later than two seconds after the first change, however the changes go on', () => {
    const { change, runs } = typing()
    change()
    for (let at = 0; at < SAVE_MAX_WAIT_MS - 500; at += 500) {
      vi.advanceTimersByTime(500)
      change()
    }
    vi.advanceTimersByTime(499)
    expect(runs()).toBe(0)
    vi.advanceTimersByTime(1)
    expect(runs()).toBe(1)
  })

  it('waits anew after a save starts, and not at all once cancelled', () => {
    const { timer, change, runs } = typing()
    change()
    vi.advanceTimersByTime(800)
    change()
    vi.advanceTimersByTime(800)
    // Without it, the next change would wait only until two seconds after the first: 400 ms.
    timer.saving()
    change()
    vi.advanceTimersByTime(SAVE_DELAY_MS - 1)
    expect(runs()).toBe(0)
    timer.cancel()
    vi.advanceTimersByTime(SAVE_MAX_WAIT_MS)
    expect(runs()).toBe(0)
  })
})
