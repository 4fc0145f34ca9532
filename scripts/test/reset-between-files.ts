/**
 * Setup of the `unit` project, whose files share one module graph per worker
 * (`isolate: false`): after each file, undo what a file may leave behind for the next one —
 * spies and stubbed globals or env, fake timers, and the page of DOM environments.
 */
import { afterAll, vi } from 'vitest'

afterAll(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.useRealTimers()
  if (typeof document !== 'undefined') {
    document.head.innerHTML = ''
    document.body.innerHTML = ''
  }
})
