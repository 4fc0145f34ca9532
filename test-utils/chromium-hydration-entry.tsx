/**
 * The browser side of `hydrateInChromium` (./chromium-hydration.ts): hydrates the server HTML
 * of `<Content>` in `#root` with the same props (from `#case`), then sets
 * `window.__hydrated` (and `window.__hydrationErrors`).
 * @module
 */
import { Content } from '@tessera/react'
import type { ContentProps } from '@tessera/react'
import { hydrateRoot } from 'react-dom/client'

interface HydrationWindow {
  __hydrated?: boolean
  __hydrationErrors?: string[]
}

const state = window as unknown as HydrationWindow
const errors: string[] = []
state.__hydrationErrors = errors
const props = JSON.parse(document.getElementById('case')?.textContent ?? '{}') as ContentProps
const root = document.getElementById('root')
if (root) {
  hydrateRoot(root, <Content {...props} />, {
    onRecoverableError: (error) => errors.push(String(error)),
  })
}
// Effects of the hydration pass have run by the next macrotask or two.
setTimeout(() => setTimeout(() => (state.__hydrated = true), 50), 0)
