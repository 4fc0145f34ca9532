import { LOG_PREFIX } from '@tessera/core'
import type { Entry } from '@tessera/core'
import type { BuilderState } from '../types.ts'
import type { FetchHttpRequestsOptions } from './run-http-requests.ts'

export type { FetchHttpRequestsOptions }

/**
 * Fetches a content's `data.httpRequests` (`{ stateKey: url | Request spec }`) and resolves to
 * `{ stateKey: json }` for those that succeed. `{{expr}}` in URLs is evaluated against `state`
 * (not URL-encoded, as in Builder). GET and HEAD requests send no body; a non-string body is
 * sent as JSON. Failures are reported through `onError` and left out. Never rejects.
 *
 * `<Content>` runs this in the browser after mount. To have the data in the server HTML, await
 * it on the server and pass the result as `data` (keys present in `data` are not refetched):
 * @example
 * const data = await fetchHttpRequests(entry, {})
 * <Content content={entry} data={data} ... />
 */
export async function fetchHttpRequests(
  content: Entry | null | undefined,
  state: BuilderState = {},
  options: FetchHttpRequestsOptions = {},
): Promise<BuilderState> {
  // Loaded on demand: a browser bundle that imports this function carries neither the evaluator
  // nor the request code in its first chunk.
  try {
    const evaluator =
      options.evaluator ?? (await import('@tessera/core/evaluator')).createEvaluator()
    const { runHttpRequests } = await import('./run-http-requests.ts')
    return await runHttpRequests(content, state, { ...options, evaluator })
  } catch (error) {
    // Only a failed code load gets here (requests report through onError): nothing fetched.
    console.warn(`${LOG_PREFIX}httpRequests could not load:`, error)
    return {}
  }
}
