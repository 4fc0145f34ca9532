/** A request the bench sends: the path may hold raw (even malformed) percent-escapes. */
export interface BenchRequest {
  method: string
  /** Path and query, e.g. `/api/v3/content/page?apiKey=…&limit=%FF`. */
  path: string
  headers?: Record<string, string>
  body?: string | Uint8Array<ArrayBuffer> | FormData
}

/** How the service answered: its status (0: no answer) and the time to the whole body, in ms. */
export interface BenchAnswer {
  status: number
  ms: number
  /** Why there was no answer (status 0): refused, reset, timed out. */
  error?: string
  headers?: Headers
  /** The body, when asked for with `readBody`. */
  body?: string
}

export interface SendRequestOptions {
  /** No answer after this long is status 0, in ms. Default 15 000. */
  timeoutMs?: number
  /** Keep the body as text in the answer. Default false (it is read and dropped). */
  readBody?: boolean
}

/**
 * Sends one request over real HTTP and waits for the whole answer. Never throws: a request the
 * service does not answer is status 0 with the error's message.
 */
export async function sendRequest(
  origin: string,
  request: BenchRequest,
  options: SendRequestOptions = {},
): Promise<BenchAnswer> {
  const started = performance.now()
  try {
    const response = await fetch(`${origin}${request.path}`, {
      method: request.method,
      ...(request.headers ? { headers: request.headers } : {}),
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    })
    const text = await response.text()
    return {
      status: response.status,
      ms: performance.now() - started,
      headers: response.headers,
      ...(options.readBody ? { body: text } : {}),
    }
  } catch (error: unknown) {
    const cause = error instanceof Error ? (error.cause ?? error) : error
    const message = cause instanceof Error ? cause.message : String(cause)
    return { status: 0, ms: performance.now() - started, error: message }
  }
}
