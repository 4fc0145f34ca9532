import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limiter.ts'

describe('createRateLimiter', () => {
  it('allows a burst of perMinute, then refuses with the wait in seconds', () => {
    const clock = { now: 0 }
    const limiter = createRateLimiter({ perMinute: 3, now: () => clock.now })
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true])
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 20 })
    expect(limiter.take('b').allowed).toBe(true)
  })

  it('refills one token every 60/perMinute seconds', () => {
    const clock = { now: 0 }
    const limiter = createRateLimiter({ perMinute: 60, now: () => clock.now })
    for (let i = 0; i < 60; i += 1) limiter.take('a')
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    clock.now += 1000
    expect(limiter.take('a').allowed).toBe(true)
    expect(limiter.take('a').allowed).toBe(false)
  })

  it('allows everything when perMinute is 0', () => {
    const limiter = createRateLimiter({ perMinute: 0 })
    for (let i = 0; i < 100; i += 1) expect(limiter.take('a').allowed).toBe(true)
  })

  it('forgets the least recently seen client beyond maxClients', () => {
    const limiter = createRateLimiter({ perMinute: 1, now: () => 0, maxClients: 2 })
    limiter.take('a')
    limiter.take('b')
    limiter.take('c')
    expect(limiter.take('b').allowed).toBe(false)
    expect(limiter.take('a').allowed).toBe(true)
  })

  it('takes a cost from a bucket of its own burst size, and refuses what it cannot pay', () => {
    const clock = { now: 0 }
    const limiter = createRateLimiter({ perMinute: 60, burst: 1000, now: () => clock.now })
    expect(limiter.take('a', 600).allowed).toBe(true)
    expect(limiter.take('a', 600)).toEqual({ allowed: false, retryAfterSeconds: 200 })
    expect(limiter.take('a', 400).allowed).toBe(true)
    expect(limiter.take('a', 5000)).toEqual({ allowed: false, retryAfterSeconds: 1000 })
  })
})
