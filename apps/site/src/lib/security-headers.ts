import { LOCAL_EDITOR_HOSTS } from '@tessera/core'

/**
 * The security headers of every page and status page of the site (`proxy.ts`).
 * @module
 */

/** What the headers depend on. */
export interface SecurityHeadersOptions {
  /** The nonce of this response's scripts (`createNonce`). */
  nonce: string
  /** The editor origins that may frame the site (`TESSERA_EDITOR_ORIGINS`). */
  editorOrigins: readonly string[]
  /**
   * Development (`next dev`): editors on local hosts may frame the site, and scripts may use
   * `eval` (React's development build needs it). Default: false.
   */
  isDevelopment?: boolean
}

/** The headers of {@link securityHeaders}. */
export interface SecurityHeaders {
  'Content-Security-Policy': string
  'X-Content-Type-Options': 'nosniff'
  'Referrer-Policy': 'strict-origin-when-cross-origin'
  [name: string]: string
}

/** Local editors, any port, allowed to frame the site in development. */
const LOCAL_EDITOR_SOURCES = LOCAL_EDITOR_HOSTS.map((host) => `http://${host}:*`)

/**
 * The Content-Security-Policy of a page:
 * - `script-src`: only scripts carrying this response's nonce (Next.js puts it on its own
 *   scripts when it reads the policy in the request) and, through `'strict-dynamic'`, the
 *   scripts they load or create: the site's chunks, and the scripts of Custom Code and Embed
 *   blocks, which run author code by design. An injected `<script>` or inline event handler
 *   does not run. `'self' https: 'unsafe-inline'` only serve browsers that predate nonces or
 *   `'strict-dynamic'`; newer ones ignore them.
 * - `object-src 'none'` (no plugins), `base-uri 'none'` (no `<base>` redirecting the chunks).
 * - `frame-ancestors`: the site itself and its editors, so no other page can frame the site
 *   and drive its canvas (nor clickjack it).
 *
 * Styles, images, fonts, frames and connections stay open: content brings its own (author
 * CSS, images on any host, embeds, forms posting anywhere).
 * @example contentSecurityPolicy({ nonce: 'abc', editorOrigins: ['https://editor.example.com'] })
 */
export function contentSecurityPolicy(options: SecurityHeadersOptions): string {
  const scriptSources = [
    `'nonce-${options.nonce}'`,
    "'strict-dynamic'",
    "'self'",
    'https:',
    "'unsafe-inline'",
    ...(options.isDevelopment ? ["'unsafe-eval'"] : []),
  ]
  const ancestors = [
    "'self'",
    ...options.editorOrigins,
    ...(options.isDevelopment ? LOCAL_EDITOR_SOURCES : []),
  ]
  return [
    `script-src ${scriptSources.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${ancestors.join(' ')}`,
  ].join('; ')
}

/**
 * The headers to put on a page response: the {@link contentSecurityPolicy}, `nosniff` (no
 * response is read as another type than it says) and a referrer policy that sends other sites
 * the origin only (page paths and `builder.*` parameters, preview tokens included, stay here).
 */
export function securityHeaders(options: SecurityHeadersOptions): SecurityHeaders {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  }
}
