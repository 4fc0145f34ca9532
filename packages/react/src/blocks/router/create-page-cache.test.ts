import { describe, expect, it } from 'vitest'
import { createPageCache } from './create-page-cache.ts'

/** A loader the test settles by hand. */
function deferred() {
  const started: string[] = []
  const settle = new Map<string, { resolve: (value: string) => void; reject: (e: Error) => void }>()
  const loader = (key: string) => () =>
    new Promise<string>((resolve, reject) => {
      started.push(key)
      settle.set(key, { resolve, reject })
    })
  return { started, settle, loader }
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createPageCache', () => {
  it('runs at most `limit` prefetches at a time, first in first out', async () => {
    const cache = createPageCache<string>(2)
    const { started, settle, loader } = deferred()
    for (const key of ['a', 'b', 'c', 'd']) void cache.load(key, loader(key))
    expect(started).toEqual(['a', 'b'])
    expect(cache.inFlight()).toBe(2)
    settle.get('a')?.resolve('A')
    await tick()
    expect(started).toEqual(['a', 'b', 'c'])
    expect(cache.inFlight()).toBe(2)
  })

  it('reuses a cached page and starts a waiting one at once when urgent', async () => {
    const cache = createPageCache<string>(1)
    const { started, settle, loader } = deferred()
    const first = cache.load('a', loader('a'))
    void cache.load('b', loader('b'))
    void cache.load('c', loader('c'))
    expect(cache.load('a', loader('a'))).toBe(first)
    const urgent = cache.load('c', loader('c'), { urgent: true })
    expect(started).toEqual(['a', 'c'])
    settle.get('c')?.resolve('C')
    await expect(urgent).resolves.toBe('C')
    settle.get('a')?.resolve('A')
    await tick()
    expect(started).toEqual(['a', 'c', 'b'])
  })

  it('forgets a failed load so it can be retried', async () => {
    const cache = createPageCache<string>(1)
    const failing = cache.load('a', () => Promise.reject(new Error('down')))
    await expect(failing).rejects.toThrow('down')
    expect(cache.has('a')).toBe(false)
    await expect(cache.load('a', () => Promise.resolve('A'))).resolves.toBe('A')
    const throwing = cache.load('b', () => {
      throw new Error('sync')
    })
    await expect(throwing).rejects.toThrow('sync')
  })

  it('drops waiting prefetches', () => {
    const cache = createPageCache<string>(1)
    const { started, loader } = deferred()
    void cache.load('a', loader('a'))
    void cache.load('b', loader('b'))
    cache.dropWaiting()
    expect(cache.has('a')).toBe(true)
    expect(cache.has('b')).toBe(false)
    expect(started).toEqual(['a'])
  })
})
