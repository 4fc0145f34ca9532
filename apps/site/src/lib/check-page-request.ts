import { TesseraError } from '@tessera/core'
import { planPageFetch } from './plan-page-fetch.ts'
import type { PageFetchPlan, PageRequest } from './plan-page-fetch.ts'
import { readSiteConfig, SiteConfigError } from './site-config.ts'
import type { SiteConfig } from './site-config.ts'

/**
 * The checks made before a page renders (in `proxy.ts`), each answered with its own status page,
 * since a server component can only answer 200, 404 or 500.
 * @module
 */

/** Methods a page answers. */
export const PAGE_METHODS = ['GET', 'HEAD'] as const

/** A request refused before rendering. */
export interface RefusedRequest {
  status: 400 | 405 | 500
  /** Shown on the status page. */
  message: string
  /** Extra response headers (`Allow` for 405). */
  headers?: Record<string, string>
}

/** The outcome of {@link checkPageRequest}; a refusal has the configuration when it was read. */
export type PageRequestCheck =
  | { ok: true; plan: PageFetchPlan; config: SiteConfig }
  | { ok: false; refused: RefusedRequest; config?: SiteConfig }

/**
 * Whether a page request can be served, with its content request when it can:
 * - 405 for a method other than GET and HEAD;
 * - 500 when the site is not configured (`TESSERA_PUBLIC_KEY` missing, a bad
 *   `TESSERA_EDITOR_ORIGINS`);
 * - 400 when a `builder.*` parameter is refused (a denied key such as `__proto__`, or a bad
 *   value such as `builder.cachebust=yes`).
 * @example checkPageRequest('POST', { path: '/', search: '' }, process.env) // 405
 */
export function checkPageRequest(
  method: string,
  request: PageRequest,
  env: Readonly<Record<string, string | undefined>>,
): PageRequestCheck {
  if (!(PAGE_METHODS as readonly string[]).includes(method.toUpperCase())) {
    const message = `The method ${method} is not allowed here. Pages answer ${PAGE_METHODS.join(' and ')}.`
    const headers = { Allow: PAGE_METHODS.join(', ') }
    return { ok: false, refused: { status: 405, message, headers } }
  }
  let config: SiteConfig
  try {
    config = readSiteConfig(env)
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error
    return { ok: false, refused: { status: 500, message: error.message } }
  }
  try {
    return { ok: true, plan: planPageFetch(request), config }
  } catch (error) {
    if (!(error instanceof TesseraError)) throw error
    return { ok: false, refused: { status: 400, message: error.message }, config }
  }
}
