import { describe, expect, it } from 'vitest'
import { createExpiryTracker } from './expiry-tracker.ts'

describe('createExpiryTracker', () => {
  it('keeps the earliest time after now', () => {
    const expiry = createExpiryTracker(100)
    expect(expiry.validUntil).toBe(Infinity)
    expiry.changesAt(300)
    expiry.changesAt(200)
    expiry.changesAt(250)
    expect(expiry.validUntil).toBe(200)
  })

  it('ignores times not after now', () => {
    const expiry = createExpiryTracker(100)
    expiry.changesAt(100)
    expiry.changesAt(50)
    expect(expiry.validUntil).toBe(Infinity)
  })
})
