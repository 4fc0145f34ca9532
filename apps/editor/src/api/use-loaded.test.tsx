// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { useLoaded } from './use-loaded.ts'
import type { Loaded } from './use-loaded.ts'

let root: Root
let seen: Loaded<string>
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Probe({
  load,
  query,
  delayMs,
}: {
  load: (q: string) => Promise<string>
  query: string
  delayMs?: number
}) {
  seen = useLoaded(() => load(query), [query], delayMs)
  return null
}

beforeEach(() => {
  root = createRoot(document.createElement('div'))
})
afterEach(() => {
  act(() => root.unmount())
  vi.useRealTimers()
})

it('loads on open, again when a dependency changes, and on reload', async () => {
  const load = vi.fn(async (q: string) => `answer ${q}`)
  await act(async () => root.render(<Probe load={load} query="a" />))
  expect(seen.value).toBe('answer a')
  await act(async () => root.render(<Probe load={load} query="b" />))
  expect(seen.value).toBe('answer b')
  await act(async () => seen.reload())
  expect(load.mock.calls.map(([q]) => q)).toEqual(['a', 'b', 'b'])
})

it('keeps the value and shows the message when a load fails, clearing it on the next answer', async () => {
  let fail = false
  const load = async (q: string) => {
    if (fail) throw new Error(`no ${q}`)
    return q
  }
  await act(async () => root.render(<Probe load={load} query="a" />))
  fail = true
  await act(async () => seen.reload())
  expect(seen).toMatchObject({ value: 'a', error: 'no a' })
  fail = false
  await act(async () => seen.reload())
  expect(seen).toMatchObject({ value: 'a', error: undefined })
})

it('drops an answer that arrives after the dependencies changed', async () => {
  const pending = new Map<string, (value: string) => void>()
  const load = (q: string) => new Promise<string>((resolve) => pending.set(q, resolve))
  await act(async () => root.render(<Probe load={load} query="old" />))
  await act(async () => root.render(<Probe load={load} query="new" />))
  await act(async () => pending.get('new')!('new list'))
  await act(async () => pending.get('old')!('old list'))
  expect(seen.value).toBe('new list')
})

it('with a delay, loads once after the last change', async () => {
  vi.useFakeTimers()
  const load = vi.fn(async (q: string) => q)
  await act(async () => root.render(<Probe load={load} query="s" delayMs={150} />))
  await act(async () => root.render(<Probe load={load} query="se" delayMs={150} />))
  await act(async () => root.render(<Probe load={load} query="sea" delayMs={150} />))
  expect(load).not.toHaveBeenCalled()
  await act(async () => vi.advanceTimersByTime(150))
  expect(load.mock.calls).toEqual([['sea']])
  expect(seen.value).toBe('sea')
})
