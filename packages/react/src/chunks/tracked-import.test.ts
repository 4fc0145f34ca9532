import { describe, expect, it, vi } from 'vitest'
import { trackedImport } from './tracked-import.ts'

describe('trackedImport', () => {
  it('marks the promise fulfilled with its value once loaded', async () => {
    const forget = vi.fn()
    const promise = trackedImport(() => Promise.resolve({ a: 1 }), forget)
    expect(promise.status).toBeUndefined()
    await expect(promise).resolves.toEqual({ a: 1 })
    expect(promise.status).toBe('fulfilled')
    expect(promise.value).toEqual({ a: 1 })
    expect(forget).not.toHaveBeenCalled()
  })

  it('lets the loader forget a failed load, and still rejects', async () => {
    const forget = vi.fn()
    const failure = new Error('chunk failed')
    const promise = trackedImport(() => Promise.reject(failure), forget)
    await expect(promise).rejects.toBe(failure)
    expect(forget).toHaveBeenCalledTimes(1)
    expect(promise.status).toBeUndefined()
  })
})
