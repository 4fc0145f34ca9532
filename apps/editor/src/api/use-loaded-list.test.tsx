// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, expect, it } from 'vitest'
import type { Listed } from './list-all.ts'
import { ShowMore } from './show-more.tsx'
import { useLoadedList } from './use-loaded-list.ts'

let root: Root
let host: HTMLDivElement
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** A listing of `total` numbers read the way `listAll` does: the first `max`, and `more`. */
const numbers =
  (total: number, asked: number[]) =>
  async (max: number): Promise<Listed<number>> => {
    asked.push(max)
    const all = Array.from({ length: total }, (_, i) => i)
    return { items: all.slice(0, max), more: total > max }
  }

function Probe({ load }: { load: (max: number) => Promise<Listed<number>> }) {
  const list = useLoadedList(load, [], 2)
  return (
    <>
      <output>{list.value?.items.join(',')}</output>
      <ShowMore listed={list.value} noun="numbers" onMore={list.showMore} />
    </>
  )
}

beforeEach(() => {
  host = document.createElement('div')
  root = createRoot(host)
})
afterEach(() => act(() => root.unmount()))

const button = () => host.querySelector('button')

it('shows the first step, then a step more on each "Show more", until there are no more', async () => {
  const asked: number[] = []
  await act(async () => root.render(<Probe load={numbers(5, asked)} />))
  expect(host.querySelector('output')?.textContent).toBe('0,1')
  expect(host.textContent).toContain('The first 2 numbers are shown.')
  await act(async () => button()?.click())
  expect(host.querySelector('output')?.textContent).toBe('0,1,2,3')
  await act(async () => button()?.click())
  expect(host.querySelector('output')?.textContent).toBe('0,1,2,3,4')
  expect(button()).toBeNull()
  expect(asked).toEqual([2, 4, 6])
})

it('offers nothing more for a list read whole', async () => {
  await act(async () => root.render(<Probe load={numbers(2, [])} />))
  expect(host.querySelector('output')?.textContent).toBe('0,1')
  expect(button()).toBeNull()
})
