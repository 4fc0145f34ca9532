import { act } from 'react'
import type { ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { enableAct } from './render.test-support.tsx'

/** What {@link hydrateInBrowserBuild} gives back. */
export interface BrowserBuildHydration {
  /** The server HTML. */
  html: string
  container: HTMLElement
  root: Root
  /** console.error calls and recoverable errors, during hydration and {@link whileCollecting}. */
  errors: unknown[]
  /** Runs `step` inside `act`, adding its console.error calls to `errors`. */
  whileCollecting(step: () => Promise<void>): Promise<void>
}

/**
 * Renders `element` to HTML as the server build does, calls `toBrowserBuild` (tests switch
 * their mocked condition-swapped loaders there), then hydrates the HTML in a container of the
 * document, collecting every console.error and recoverable error.
 */
export async function hydrateInBrowserBuild(
  element: ReactElement,
  toBrowserBuild: () => void,
): Promise<BrowserBuildHydration> {
  enableAct()
  const html = renderToString(element)
  toBrowserBuild()
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.appendChild(container)
  const errors: unknown[] = []
  const whileCollecting = async (step: () => Promise<void>) => {
    const originalError = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      await act(step)
    } finally {
      console.error = originalError
    }
  }
  let root: Root | undefined
  await whileCollecting(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) })
  })
  return { html, container, root: root as Root, errors, whileCollecting }
}
