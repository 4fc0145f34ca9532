import { describe, expect, it } from 'vitest'
import { bufferMessages } from './buffer-messages.ts'

const message = (data: string) => new MessageEvent('message', { data })

describe('bufferMessages', () => {
  it('hands the first message listener the kept events in order, then the new ones', () => {
    const source = new EventTarget()
    const buffered = bufferMessages(source)
    source.dispatchEvent(message('a'))
    source.dispatchEvent(message('b'))
    const seen: unknown[] = []
    buffered.addEventListener('message', (event) => seen.push((event as MessageEvent).data))
    expect(seen).toEqual(['a', 'b'])
    source.dispatchEvent(message('c'))
    expect(seen).toEqual(['a', 'b', 'c'])
  })

  it('replays to listener objects too, and only to the first message listener', () => {
    const source = new EventTarget()
    const buffered = bufferMessages(source)
    source.dispatchEvent(message('a'))
    const first: unknown[] = []
    const second: unknown[] = []
    buffered.addEventListener('message', {
      handleEvent: (event) => first.push((event as MessageEvent).data),
    })
    buffered.addEventListener('message', (event) => second.push((event as MessageEvent).data))
    source.dispatchEvent(message('b'))
    expect(first).toEqual(['a', 'b'])
    expect(second).toEqual(['b'])
  })

  it('keeps messages through listeners of other events', () => {
    const source = new EventTarget()
    const buffered = bufferMessages(source)
    const other: string[] = []
    buffered.addEventListener('other', (event) => other.push(event.type))
    source.dispatchEvent(message('a'))
    source.dispatchEvent(new Event('other'))
    const seen: unknown[] = []
    buffered.addEventListener('message', (event) => seen.push((event as MessageEvent).data))
    expect(seen).toEqual(['a'])
    expect(other).toEqual(['other'])
  })

  it('drops the kept events and stops keeping when stopped', () => {
    const source = new EventTarget()
    const buffered = bufferMessages(source)
    source.dispatchEvent(message('a'))
    buffered.stop()
    source.dispatchEvent(message('b'))
    const seen: unknown[] = []
    const listener = (event: Event) => seen.push((event as MessageEvent).data)
    buffered.addEventListener('message', listener)
    source.dispatchEvent(message('c'))
    buffered.removeEventListener('message', listener)
    source.dispatchEvent(message('d'))
    expect(seen).toEqual(['c'])
  })
})
