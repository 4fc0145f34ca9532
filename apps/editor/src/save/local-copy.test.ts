import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageEntry } from '../api/pages-api.ts'
import { LOCAL_COPY_DELAY_MS, LocalCopyKeeper, readLocalCopy } from './local-copy.ts'

/** A Storage kept in memory that counts its writes (and can be full). */
class MemoryStorage {
  readonly items = new Map<string, string>()
  writes = 0
  isFull = false
  getItem = (key: string) => this.items.get(key) ?? null
  setItem = (key: string, value: string) => {
    if (this.isFull) throw new DOMException('full', 'QuotaExceededError')
    this.writes += 1
    this.items.set(key, value)
  }
  removeItem = (key: string) => void this.items.delete(key)
}

function setUp() {
  const storage = new MemoryStorage()
  const events = new EventTarget()
  let text = 'v0'
  const keeper = new LocalCopyKeeper(
    storage as unknown as Storage,
    () => 'page1',
    () => ({ revision: 3, entry: { id: 'page1', data: { text } } as PageEntry, at: 1 }),
    events as unknown as Window,
  )
  const edit = (next: string) => {
    text = next
    keeper.touch()
  }
  const stored = () =>
    readLocalCopy('page1', storage as unknown as Storage)?.entry.data?.text as string | undefined
  return { storage, events, keeper, edit, stored }
}

describe('LocalCopyKeeper', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('writes one copy for a burst of changes, with the last of them, within the delay', () => {
    const { storage, edit, stored } = setUp()
    for (let i = 1; i <= 100; i += 1) edit(`v${i}`)
    expect(storage.writes).toBe(0)
    vi.advanceTimersByTime(LOCAL_COPY_DELAY_MS)
    expect(storage.writes).toBe(1)
    expect(stored()).toBe('v100')
    vi.advanceTimersByTime(10 * LOCAL_COPY_DELAY_MS)
    expect(storage.writes).toBe(1)
  })

  it('writes at once when the tab is hidden or closed', () => {
    const { events, edit, stored } = setUp()
    edit('typed just before closing')
    events.dispatchEvent(new Event('pagehide'))
    expect(stored()).toBe('typed just before closing')
    edit('then hidden')
    events.dispatchEvent(new Event('visibilitychange'))
    expect(stored()).toBe('then hidden')
  })

  it('removes the copy once saved, dropping a pending write', () => {
    const { storage, keeper, edit, stored } = setUp()
    edit('a')
    vi.advanceTimersByTime(LOCAL_COPY_DELAY_MS)
    edit('b')
    keeper.clear()
    vi.advanceTimersByTime(LOCAL_COPY_DELAY_MS)
    expect(stored()).toBeUndefined()
    expect(storage.writes).toBe(1)
  })

  it('keeps unsaved work on dispose, and stops listening', () => {
    const { storage, events, keeper, edit, stored } = setUp()
    edit('left with the editor')
    keeper.dispose()
    expect(stored()).toBe('left with the editor')
    events.dispatchEvent(new Event('pagehide'))
    expect(storage.writes).toBe(1)
  })

  it('goes on when the storage is full, with a warning', () => {
    const { storage, edit } = setUp()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    storage.isFull = true
    edit('x')
    expect(() => vi.advanceTimersByTime(LOCAL_COPY_DELAY_MS)).not.toThrow()
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})
