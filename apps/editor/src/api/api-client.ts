/** An error answer of the service: its status, code and message. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown,
  ) {
    super(message)
  }
}

export interface RequestOptions {
  method?: string
  /** JSON, or a `FormData` / `Blob` sent as it is (an upload). */
  body?: unknown
  /** Extra headers (`If-Match`). */
  headers?: Record<string, string>
}

/** The service's API as the editor uses it: same origin, the session cookie, the CSRF token. */
export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<{ data: T; headers: Headers }>
  json<T>(path: string, options?: RequestOptions): Promise<T>
  /** The session's CSRF token, sent with every request that changes something. */
  setCsrfToken(token: string | undefined): void
}

/**
 * A client of the service's HTTP API for the editor. Requests go to the editor's own origin
 * with the session cookie (httpOnly: scripts never see it); those that change something carry
 * `X-CSRF-Token`. A non-2xx answer throws {@link ApiError} with the service's message.
 */
export function createApiClient(fetchImpl: typeof fetch = (...args) => fetch(...args)): ApiClient {
  let csrfToken: string | undefined
  const request = async <T>(path: string, options: RequestOptions = {}) => {
    const method = options.method ?? 'GET'
    const headers: Record<string, string> = { ...options.headers }
    const raw = options.body instanceof FormData || options.body instanceof Blob
    if (options.body !== undefined && !raw) headers['Content-Type'] = 'application/json'
    if (method !== 'GET' && csrfToken !== undefined) headers['X-CSRF-Token'] = csrfToken
    const response = await fetchImpl(path, {
      method,
      headers,
      credentials: 'same-origin',
      ...(options.body === undefined
        ? {}
        : { body: raw ? (options.body as BodyInit) : JSON.stringify(options.body) }),
    })
    const text = await response.text()
    const data: unknown = text === '' ? undefined : JSON.parse(text)
    if (!response.ok) {
      const error = (data as { error?: { code?: string; message?: string } } | undefined)?.error
      throw new ApiError(
        response.status,
        error?.code ?? 'HTTP',
        error?.message ?? response.statusText,
        data,
      )
    }
    return { data: data as T, headers: response.headers }
  }
  return {
    request,
    json: async (path, options) => (await request(path, options)).data as never,
    setCsrfToken(token) {
      csrfToken = token
    },
  }
}
