import { describe, expect, it } from 'vitest'
import { createChunkLoad, createChunkLoads } from './chunk-loads.ts'

describe('createChunkLoads', () => {
  it('imports each name once, gives the loaded component, and tries again after a failure', async () => {
    const calls: string[] = []
    let failNext = true
    const loads = createChunkLoads<'a' | 'b', string>({
      a: async () => {
        calls.push('a')
        return 'A'
      },
      b: async () => {
        calls.push('b')
        if (failNext) {
          failNext = false
          throw new Error('offline')
        }
        return 'B'
      },
    })
    expect(loads.loaded('a')).toBeUndefined()
    expect(loads.load('a')).toBe(loads.load('a'))
    await expect(loads.load('a')).resolves.toBe('A')
    expect(loads.loaded('a')).toBe('A')
    await expect(loads.load('b')).rejects.toThrow('offline')
    await expect(loads.load('b')).resolves.toBe('B')
    expect(calls).toEqual(['a', 'b', 'b'])
  })

  it('takes a provided component as loaded, without importing', () => {
    const loads = createChunkLoads<'a', string>({
      a: () => Promise.reject(new Error('not imported')),
    })
    loads.provide('a', 'bundled')
    expect(loads.loaded('a')).toBe('bundled')
    expect(loads.load('a').status).toBe('fulfilled')
  })
})

describe('createChunkLoad', () => {
  it('loads its one chunk once, again after a failure, and takes a provided module', async () => {
    let calls = 0
    const chunk = createChunkLoad(async () => {
      calls += 1
      if (calls === 1) throw new Error('offline')
      return 'module'
    })
    expect(chunk.loaded()).toBeUndefined()
    await expect(chunk.load()).rejects.toThrow('offline')
    expect(chunk.load()).toBe(chunk.load())
    await expect(chunk.load()).resolves.toBe('module')
    expect(chunk.loaded()).toBe('module')
    expect(calls).toBe(2)
    const bundled = createChunkLoad<string>(() => Promise.reject(new Error('not imported')))
    bundled.provide('bundled')
    expect(bundled.loaded()).toBe('bundled')
  })
})
