import { useCallback, useEffect, useState } from 'react'
import type { DependencyList } from 'react'

/** What a screen loaded from the service: the value, the last error's message, and reloading. */
export interface Loaded<T> {
  /** Undefined until the first answer. A failed reload keeps the previous value. */
  value: T | undefined
  /** The message of the last failed load; cleared by the next answer. */
  error: string | undefined
  /** Loads again now (after an action changed what the screen shows). */
  reload: () => void
}

/**
 * Loads `load()` when the screen opens and again whenever `deps` change or `reload()` is called.
 * An answer that arrives after the dependencies changed again is dropped, so the screen never
 * shows the list of an earlier search. With `delayMs`, loads wait that long after the last change
 * (a search box typed into).
 */
export function useLoaded<T>(load: () => Promise<T>, deps: DependencyList, delayMs = 0): Loaded<T> {
  const [value, setValue] = useState<T>()
  const [error, setError] = useState<string>()
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let live = true
    const run = () => {
      load().then(
        (found) => {
          if (!live) return
          setValue(found)
          setError(undefined)
        },
        (caught: unknown) =>
          live && setError(caught instanceof Error ? caught.message : String(caught)),
      )
    }
    const timer = delayMs > 0 ? setTimeout(run, delayMs) : undefined
    if (delayMs <= 0) run()
    return () => {
      live = false
      clearTimeout(timer)
    }
    // The caller names what the load depends on, as with useEffect itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps, see above
  }, [...deps, version, delayMs])
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  return { value, error, reload }
}
