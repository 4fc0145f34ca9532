import { LOG_PREFIX } from '@tessera/core'
import type { Entry } from '@tessera/core'
import { useEffect } from 'react'
import type { ContentRuntime } from '../context/create-context-value.ts'
import type { BuilderState } from '../types.ts'

/**
 * Fetches the content's `httpRequests` after mount (browser only; the request code loads then)
 * and merges the results into the root state. Keys present in the `data` prop are not fetched (pre-fetched on the server).
 */
export function useHttpRequests(
  content: Entry | null,
  runtime: ContentRuntime,
  data: BuilderState | undefined,
  fetchFunction: typeof fetch | undefined,
): void {
  const requests = content?.data?.httpRequests
  const requestsKey = requests ? JSON.stringify(requests) : ''
  const skipKey = Object.keys(data ?? {}).join('\u0000')
  useEffect(() => {
    if (requestsKey === '' || content === null) return undefined
    let isCancelled = false
    const { store } = runtime
    // The request code is its own chunk in browser builds: only content with requests loads it.
    void import('./run-http-requests.ts')
      .then(({ runHttpRequests }) =>
        isCancelled
          ? {}
          : runHttpRequests(content, store.get(), {
              fetch: fetchFunction,
              evaluator: runtime.evaluator,
              skip: skipKey === '' ? [] : skipKey.split('\u0000'),
            }),
      )
      .then(
        (results) => {
          if (!isCancelled && Object.keys(results).length > 0)
            store.set({ ...store.get(), ...results })
        },
        (error: unknown) => console.warn(`${LOG_PREFIX}httpRequests could not load:`, error),
      )
    return () => {
      isCancelled = true
    }
    // Keyed by the requests themselves: other content changes (editing) do not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by requestsKey, see above
  }, [requestsKey, skipKey, runtime, fetchFunction])
}
