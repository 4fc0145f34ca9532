import { interpolateText, LOG_PREFIX, REQUEST_TYPE } from '@tessera/core'
import type { Entry, HttpRequestSpec } from '@tessera/core'
import type { Evaluator } from '@tessera/core/evaluator'
import type { BuilderState } from '../types.ts'

/** Options of {@link fetchHttpRequests}. */
export interface FetchHttpRequestsOptions {
  /** Default: `globalThis.fetch`. */
  fetch?: typeof fetch
  /** Evaluator of the `{{expr}}` in URLs. Default: a new one. */
  evaluator?: Evaluator
  /** State keys not to fetch (already known, e.g. passed in `data`). Default: none. */
  skip?: readonly string[]
  /** Called for each failed request. Default: a console warning. */
  onError?: (stateKey: string, error: unknown) => void
}

interface PlannedRequest {
  url: string
  init: RequestInit
}

function plan(
  spec: string | HttpRequestSpec,
  interpolate: (text: string) => string,
): PlannedRequest | undefined {
  if (typeof spec === 'string') return { url: interpolate(spec), init: { method: 'GET' } }
  if (typeof spec !== 'object' || spec === null || spec['@type'] !== REQUEST_TYPE) return undefined
  const request = spec.request
  if (typeof request?.url !== 'string') return undefined
  const method = (typeof request.method === 'string' ? request.method : 'GET').toUpperCase()
  const init: RequestInit = { method }
  if (typeof request.headers === 'object' && request.headers !== null)
    init.headers = request.headers
  if (method !== 'GET' && method !== 'HEAD' && request.body !== undefined) {
    init.body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body)
  }
  return { url: interpolate(request.url), init }
}

/**
 * {@link fetchHttpRequests} with a given evaluator: `<Content>` passes its own, so the
 * browser bundle does not import the evaluator for it.
 */
export async function runHttpRequests(
  content: Entry | null | undefined,
  state: BuilderState,
  options: FetchHttpRequestsOptions & { evaluator: Evaluator },
): Promise<BuilderState> {
  const requests = content?.data?.httpRequests
  if (typeof requests !== 'object' || requests === null) return {}
  const doFetch = options.fetch ?? globalThis.fetch
  const { evaluator } = options
  const report =
    options.onError ??
    ((key: string, error: unknown) =>
      console.warn(`${LOG_PREFIX}httpRequests "${key}" failed:`, error))
  const interpolate = (text: string) =>
    interpolateText(text, (code) => {
      const result = evaluator.evaluate(code, { state })
      return result.ok ? result.value : undefined
    })
  const skip = new Set(options.skip ?? [])
  const entries = Object.entries(requests).filter(([key]) => !skip.has(key))
  const results = await Promise.all(
    entries.map(async ([key, spec]): Promise<[string, unknown] | undefined> => {
      const planned = plan(spec, interpolate)
      if (!planned) return undefined
      try {
        const response = await doFetch(planned.url, planned.init)
        if (!response.ok) throw new Error(`HTTP ${response.status} from ${planned.url}`)
        return [key, await response.json()]
      } catch (error) {
        report(key, error)
        return undefined
      }
    }),
  )
  const fetched: BuilderState = {}
  for (const result of results) if (result) fetched[result[0]] = result[1]
  return fetched
}
