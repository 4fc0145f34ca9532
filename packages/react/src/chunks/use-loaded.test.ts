import { describe, expect, it } from 'vitest'
import { trackedImport } from './tracked-import.ts'
import { readLoaded } from './use-loaded.ts'

describe('readLoaded (React 18, which has no use())', () => {
  it('throws the pending promise to suspend, then reads the loaded value', async () => {
    const promise = trackedImport(
      async () => 'chunk',
      () => undefined,
    )
    let thrown: unknown
    try {
      readLoaded(promise)
    } catch (error: unknown) {
      thrown = error
    }
    expect(thrown).toBe(promise)
    await promise
    expect(readLoaded(promise)).toBe('chunk')
  })
})
