import { ContentFetchError, SDK_NAME, SDK_VERSION, ValidationError } from '@tessera/core'

/**
 * The one place content requests go over HTTP: headers, the custom `fetch`, and turning every
 * failure (network, HTTP status, bad JSON) into a `ContentFetchError` with the URL.
 * @module
 */

/** A `fetch`-compatible function (the global one, undici's, a test double…). */
export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>

export interface RequestJsonOptions {
  /** Sent as `Authorization: Bearer <authToken>` (a private key, e.g. for drafts). */
  authToken?: string
  /** The `fetch` to use. Default: `globalThis.fetch`. */
  fetch?: FetchFunction
  /** Merged into the request; its `headers` are merged over the SDK headers. */
  fetchOptions?: RequestInit
}

/** The headers every content request carries (gen-2 values, our SDK name). */
export function buildSdkHeaders(authToken?: string): Headers {
  const headers = new Headers({
    'X-Builder-SDK': SDK_NAME,
    'X-Builder-SDK-GEN': '2',
    'X-Builder-SDK-Version': SDK_VERSION,
  })
  if (authToken) headers.set('Authorization', `Bearer ${authToken}`)
  return headers
}

function messageOf(value: unknown): string {
  return value instanceof Error ? value.message : String(value)
}

/** The server's explanation of a failed response: `{ error: { message } }`, `{ error }` or text. */
function describeFailure(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body)
    if (parsed && typeof parsed === 'object' && 'error' in parsed) {
      const { error } = parsed
      if (typeof error === 'string') return error
      if (error && typeof error === 'object' && 'message' in error) return String(error.message)
    }
  } catch {
    // not JSON: fall through to the text
  }
  return body.trim().slice(0, 500)
}

/**
 * GETs `url` and returns the parsed JSON body.
 * @throws ContentFetchError (with `url`, and `status` for HTTP errors, `cause` for network errors)
 */
export async function requestJson(url: string, options: RequestJsonOptions = {}): Promise<unknown> {
  const fetchFn = options.fetch ?? globalThis.fetch
  if (typeof fetchFn !== 'function') {
    throw new ValidationError('No fetch function is available: pass the `fetch` option')
  }
  const headers = buildSdkHeaders(options.authToken)
  new Headers(options.fetchOptions?.headers).forEach((value, name) => headers.set(name, value))
  let response: Response
  try {
    response = await fetchFn(url, { method: 'GET', ...options.fetchOptions, headers })
  } catch (cause) {
    throw new ContentFetchError(`Fetching content from ${url} failed: ${messageOf(cause)}`, {
      cause,
      url,
    })
  }
  let body: string
  try {
    body = await response.text()
  } catch (cause) {
    throw new ContentFetchError(
      `Fetching content from ${url} failed while reading the response: ${messageOf(cause)}`,
      { cause, url, status: response.status },
    )
  }
  if (!response.ok) {
    const detail = describeFailure(body)
    throw new ContentFetchError(
      `Fetching content from ${url} failed with status ${response.status}${detail ? `: ${detail}` : ''}`,
      { url, status: response.status, ...(detail ? { detail } : {}) },
    )
  }
  try {
    return JSON.parse(body) as unknown
  } catch (cause) {
    throw new ContentFetchError(`Fetching content from ${url} failed: the response is not JSON`, {
      cause,
      url,
      status: response.status,
    })
  }
}
