import { FETCH_TIMEOUT_MS } from './site-config.ts'
import type { ServiceConfig } from './site-config.ts'

/**
 * The content service's images on the site's origin: content refers to uploaded images by the
 * service's relative URL (`/api/v1/image/assets%2F<space>%2F<id>?width=…`), so the site passes
 * those requests on to the service.
 * @module
 */

/** Request headers passed on to the service (format choice and revalidation). */
export const FORWARDED_REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since'] as const

/** Response headers passed back from the service. */
export const FORWARDED_RESPONSE_HEADERS = [
  'cache-control',
  'content-length',
  'content-security-policy',
  'content-type',
  'etag',
  'last-modified',
  'vary',
  'x-content-type-options',
] as const

/**
 * The service's URL for an image request of the site: the same path (still percent-encoded)
 * and query on `apiHost`.
 * @example
 * imageServiceUrl('https://site.com/api/v1/image/assets%2Fa?width=400', 'http://cms:4000')
 * // 'http://cms:4000/api/v1/image/assets%2Fa?width=400'
 */
export function imageServiceUrl(requestUrl: string, apiHost: string): string {
  const url = new URL(requestUrl)
  return `${apiHost}${url.pathname}${url.search}`
}

/**
 * Fetches an image from the content service and answers with its status, body and caching
 * headers; 502 when the service fails or does not answer within `FETCH_TIMEOUT_MS`.
 */
export async function proxyImage(
  request: Request,
  config: ServiceConfig,
  fetchFn: typeof fetch = fetch,
): Promise<Response> {
  const headers = new Headers()
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  let upstream: Response
  try {
    upstream = await fetchFn(imageServiceUrl(request.url, config.apiHost), {
      headers,
      cache: 'no-store',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    })
  } catch (error) {
    console.error('[tessera-site] image request to the content service failed:', error)
    return new Response('Bad Gateway', { status: 502, headers: { 'Content-Type': 'text/plain' } })
  }
  const answer = new Headers()
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name)
    if (value !== null) answer.set(name, value)
  }
  const hasBody = upstream.status !== 304 && request.method !== 'HEAD'
  return new Response(hasBody ? upstream.body : null, { status: upstream.status, headers: answer })
}
