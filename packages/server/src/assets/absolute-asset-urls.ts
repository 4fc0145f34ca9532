/**
 * Content refers to the service's images and files by relative URL (`/api/v1/image/…`,
 * `/api/v1/file/…`), as stored: an export moves to another host unchanged. The read API answers
 * them absolute, on the service's public URL, so that content renders on any origin: the
 * official SDKs and a site on another host load the images from the service.
 * @module
 */

/**
 * A relative asset URL inside JSON text: after a quote (a JSON string, or an HTML attribute in
 * one, `src=\"…`), `(` (CSS `url(…)`), or a space or comma (`srcset`).
 */
const RELATIVE_ASSET_URL = /(["(\s,])\/api\/v1\/(image|file)\//g

/**
 * The service's public base URL: `TESSERA_PUBLIC_URL` when set, else the origin the request
 * reached (its `Host`), without a trailing slash.
 */
export function publicBaseUrl(publicUrl: string | undefined, requestUrl: string): string {
  return (publicUrl ?? new URL(requestUrl).origin).replace(/\/+$/, '')
}

/**
 * Rewrites the service's relative image and file URLs in a JSON text to absolute ones on
 * `base` (already absolute URLs, on any host, are left alone).
 * @example absoluteAssetUrls('{"image":"/api/v1/image/assets%2Fs%2Fa"}', 'https://cms.example.com')
 * // → '{"image":"https://cms.example.com/api/v1/image/assets%2Fs%2Fa"}'
 */
export function absoluteAssetUrls(json: string, base: string): string {
  if (!json.includes('/api/v1/')) return json
  return json.replace(RELATIVE_ASSET_URL, (_match, before: string, kind: string) => {
    return `${before}${base}/api/v1/${kind}/`
  })
}
