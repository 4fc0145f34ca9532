import { afterEach, describe, expect, it, vi } from 'vitest'
import { ContentFetchError } from '@tessera/core'
import { createContentSubject } from './content-observable.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createContentSubject', () => {
  it('delivers the value to listeners and replays it to late subscribers', async () => {
    const subject = createContentSubject<number>()
    const early = vi.fn()
    subject.observable.subscribe(early)
    subject.resolve(1)
    subject.resolve(2)
    const late = vi.fn()
    subject.observable.subscribe(late)
    expect(early).toHaveBeenCalledExactlyOnceWith(1)
    expect(late).toHaveBeenCalledExactlyOnceWith(1)
    await expect(subject.observable.promise()).resolves.toBe(1)
  })

  it('delivers errors to error listeners only, and rejects promise()', async () => {
    const subject = createContentSubject<number>()
    const onValue = vi.fn()
    const onError = vi.fn()
    subject.observable.subscribe(onValue, onError)
    subject.observable.subscribe(onValue) // no error listener: nothing thrown
    const failure = new ContentFetchError('nope')
    subject.reject(failure)
    subject.resolve(1)
    expect(onValue).not.toHaveBeenCalled()
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure)
    await expect(subject.observable.promise()).rejects.toBe(failure)
  })

  it('stops calling a listener after unsubscribe', () => {
    const subject = createContentSubject<number>()
    const onValue = vi.fn()
    subject.observable.subscribe(onValue)()
    subject.resolve(1)
    expect(onValue).not.toHaveBeenCalled()
  })

  it('logs a throwing listener and still calls the others', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const subject = createContentSubject<number>()
    const other = vi.fn()
    subject.observable.subscribe(() => {
      throw new Error('listener bug')
    })
    subject.observable.subscribe(other)
    subject.resolve(1)
    expect(other).toHaveBeenCalledWith(1)
    expect(log).toHaveBeenCalledWith('[Tessera]: A content listener threw', expect.any(Error))
  })
})
