import { describe, expect, it } from 'vitest'
import { sequentialId } from './sequential-id.ts'

describe('sequentialId', () => {
  it('sorts in the order made, within one millisecond and across them', () => {
    const made = [
      sequentialId(1_000),
      sequentialId(1_000),
      sequentialId(1_000),
      sequentialId(1_001),
      sequentialId(99_999_999_999),
    ]
    expect([...made].sort()).toEqual(made)
    expect(new Set(made).size).toBe(made.length)
  })

  it('has the shape of a random id: 32 hex digits', () => {
    expect(sequentialId()).toMatch(/^[0-9a-f]{32}$/)
  })
})
