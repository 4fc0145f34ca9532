/**
 * Mounting the Masonry widget in happy-dom for its tests (used by its tests only).
 * @module
 */
import { act } from 'react'
import type { ReactElement } from 'react'
import { createRoot } from 'react-dom/client'
import { enableAct } from '../../testing/render.test-support.tsx'

/** A mounted widget. */
export interface Mounted {
  container: HTMLElement
  /** The widget's `div.builder-masonry`. */
  root(): HTMLElement
  /** Its `div.masonry-item`s. */
  items(): HTMLElement[]
  rerender(element: ReactElement): void
  /** Unmounts (once: later calls do nothing) and removes the container. */
  unmount(): void
}

/** `[left, top]` of each tile as its inline style says (`''` when unset). */
export function spots(items: HTMLElement[]): string[][] {
  return items.map((item) => [item.style.left, item.style.top])
}

/** The widget's parts in `container`. */
export function parts(container: HTMLElement) {
  const root = () => container.querySelector<HTMLElement>('.builder-masonry') as HTMLElement
  const items = () => Array.from(root().querySelectorAll<HTMLElement>(':scope > .masonry-item'))
  return { root, items }
}

/** Renders `element` in a new container in the document (a client render, no server HTML). */
export function mount(element: ReactElement): Mounted {
  enableAct()
  const container = document.createElement('div')
  document.body.appendChild(container)
  const reactRoot = createRoot(container)
  act(() => reactRoot.render(element))
  let mounted = true
  return {
    container,
    ...parts(container),
    rerender: (next) => act(() => reactRoot.render(next)),
    unmount: () => {
      if (!mounted) return
      mounted = false
      act(() => reactRoot.unmount())
      container.remove()
    },
  }
}
