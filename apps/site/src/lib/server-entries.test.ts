import type { Entry } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { HOLD_MS, holdServerEntry, MAX_HELD, takeServerEntry } from './server-entries.ts'

const entry = (id: string): Entry => ({ id, data: { blocks: [] } })

describe('server entries', () => {
  it('hands an entry over once', () => {
    const page = entry('p')
    const key = holdServerEntry(page)
    expect(takeServerEntry(key)).toBe(page)
    expect(takeServerEntry(key)).toBeUndefined()
  })

  it('drops an entry never taken once it has waited too long', () => {
    const key = holdServerEntry(entry('late'), 1_000)
    expect(takeServerEntry(key, 1_000 + HOLD_MS + 1)).toBeUndefined()
  })

  it('never holds more than MAX_HELD entries: the oldest go first', () => {
    const first = holdServerEntry(entry('first'))
    const keys = Array.from({ length: MAX_HELD }, (_, i) => holdServerEntry(entry(`e${i}`)))
    expect(takeServerEntry(first)).toBeUndefined()
    expect(takeServerEntry(keys[keys.length - 1] ?? '')?.id).toBe(`e${MAX_HELD - 1}`)
    for (const key of keys) takeServerEntry(key)
  })
})
