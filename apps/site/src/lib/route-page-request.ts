import { checkPageRequest } from './check-page-request.ts'
import type { RefusedRequest } from './check-page-request.ts'
import { lookUpPage } from './look-up-page.ts'
import { NOT_FOUND_PATH } from './not-found-page.ts'
import type { FetchPageEntryOptions } from './fetch-page-entry.ts'
import type { PageRequest } from './plan-page-fetch.ts'
import type { SiteConfig } from './site-config.ts'

/**
 * What `proxy.ts` does with a page request, decided without Next (so that it is tested, and
 * fuzzed against a real content service, as it runs).
 * @module
 */

/** The decision for a page request; `config` when it could be read (for the headers). */
export type PageRoute =
  | { action: 'render'; config: SiteConfig }
  | { action: 'not-found'; config: SiteConfig }
  | { action: 'refuse'; refused: RefusedRequest; config?: SiteConfig }

/**
 * Decides a page request: `refuse` with a status page (405, 400 for a refused `builder.*`
 * parameter, by the site or by the content service, 500 when the site is not configured or the
 * service fails), `not-found` when no page entry matches (or for `/404`, the 404 page's own
 * path), else `render`. Previews and the
 * editor render without a look-up: the editor sends the content.
 * @example await routePageRequest('GET', { path: '/', search: '?builder.params.limit=0' }, env)
 */
export async function routePageRequest(
  method: string,
  request: PageRequest,
  env: Readonly<Record<string, string | undefined>>,
  options: Pick<FetchPageEntryOptions, 'fetch' | 'timeoutMs'> = {},
): Promise<PageRoute> {
  const check = checkPageRequest(method, request, env)
  if (!check.ok) {
    const { refused, config } = check
    return config ? { action: 'refuse', refused, config } : { action: 'refuse', refused }
  }
  const { plan, config } = check
  if (plan.isPreviewing) return { action: 'render', config }
  // The 404 page's own entry answers 404 too, as every path it stands for.
  if (request.path === NOT_FOUND_PATH) return { action: 'not-found', config }
  const found = await lookUpPage(plan, config, options)
  if (found === 'found') return { action: 'render', config }
  if (found === 'missing') return { action: 'not-found', config }
  return { action: 'refuse', refused: found, config }
}
