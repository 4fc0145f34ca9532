import { describe, expect, it } from 'vitest'
import { createVisitorId } from './visitor-id.ts'
import type { VisitorIdStorage } from './visitor-id.ts'

function memoryStorage(): VisitorIdStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  }
}

describe('createVisitorId', () => {
  it('creates the id once and stores it under builderVisitorId', () => {
    const storage = memoryStorage()
    let n = 0
    const visitor = createVisitorId({ storage, createId: () => `v${++n}` })
    expect(visitor.get()).toBe('v1')
    expect(visitor.get()).toBe('v1')
    expect(storage.items.get('builderVisitorId')).toBe('v1')
  })

  it('reuses a stored id', () => {
    const storage = memoryStorage()
    storage.items.set('builderVisitorId', 'known')
    const visitor = createVisitorId({ storage, createId: () => 'new' })
    expect(visitor.get()).toBe('known')
  })

  it('keeps an in-memory id when storage throws or is missing', () => {
    const broken: VisitorIdStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    let n = 0
    const visitor = createVisitorId({ storage: broken, createId: () => `v${++n}` })
    expect(visitor.get()).toBe('v1')
    expect(visitor.get()).toBe('v1')
    const none = createVisitorId({ createId: () => 'solo' })
    expect(none.get()).toBe('solo')
  })
})
