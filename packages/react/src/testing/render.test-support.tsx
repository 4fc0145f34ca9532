/**
 * Test helpers: server rendering and hydration in happy-dom with every hydration problem
 * collected. Used by the tests of this package only.
 * @module
 */
import { act } from 'react'
import type { ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

/** What {@link hydrateForTest} observed. */
export interface HydrationResult {
  /** The server HTML. */
  html: string
  container: HTMLElement
  root: Root
  /** Errors React reported as recoverable (hydration mismatches among them). */
  recoverableErrors: unknown[]
  /** `console.error` calls during hydration (React's mismatch warnings among them). */
  consoleErrors: unknown[][]
  unmount(): void
}

/** Marks the environment for `act`. */
export function enableAct(): void {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
}

/**
 * Renders `element` to a string (as a server would), puts the HTML in a container in the
 * document, hydrates it with the same element and waits for effects.
 */
export async function hydrateForTest(
  element: ReactElement,
  clientElement: ReactElement = element,
): Promise<HydrationResult> {
  enableAct()
  const html = renderToString(element)
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.appendChild(container)
  const recoverableErrors: unknown[] = []
  const consoleErrors: unknown[][] = []
  const originalError = console.error
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args)
  }
  let root: Root | undefined
  try {
    await act(async () => {
      root = hydrateRoot(container, clientElement, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      })
    })
  } finally {
    console.error = originalError
  }
  const hydrated = root as Root
  return {
    html,
    container,
    root: hydrated,
    recoverableErrors,
    consoleErrors,
    unmount: () => {
      act(() => hydrated.unmount())
      container.remove()
    },
  }
}
