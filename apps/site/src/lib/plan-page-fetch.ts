import { flattenQuery, getDeviceFromUserAgent, parseBuilderUrlOptions } from '@tessera/core'
import type { UserAttributes } from '@tessera/core'
import {
  getBuilderSearchParams,
  isPreviewing,
  readForcedVariations,
  toUrlSearchParams,
} from '@tessera/sdk'
import type { FetchEntriesOptions, SearchParamsInput } from '@tessera/sdk'

/**
 * From a page request (path, host, user agent, query string) to the content request that finds
 * its `page` entry. Pure, so the routing rules are tested without Next.
 * @module
 */

/** What the site knows about a page request. */
export interface PageRequest {
  /** The URL path, e.g. `/about` (`/` for the home page). */
  path: string
  /** The `Host` the visitor asked for (with the port, if any). */
  host?: string | null
  /** The visitor's `User-Agent`, for the `device` attribute. */
  userAgent?: string | null
  /** The query string, `URLSearchParams` or Next's `searchParams` object. */
  search: SearchParamsInput
}

/** The fetch options that do not depend on the site's configuration (key, host, timeout). */
export type PageFetchOptions = Omit<FetchEntriesOptions, 'apiKey' | 'apiHost'>

/** How to fetch and show a page. */
export interface PageFetchPlan {
  /** Options of `fetchOneEntry` (add `apiKey`, `apiHost`, `fetchOptions`). */
  fetchOptions: PageFetchOptions & { model: 'page' }
  /** `builder.preview` or `builder.frameEditing` is present: no caching, no tracking, no test. */
  isPreviewing: boolean
  /** `builder.options.locale`, for `<Content locale>`. */
  locale: string | undefined
  /** Split-test groups forced in the URL (`builder.tests.<contentId>=<variationId>`). */
  forcedVariations: Record<string, string>
  /**
   * The URL has `builder.*` parameters: a 400 or 403 of the content service is then the
   * visitor's doing (a 400 page), not the site's (a 500).
   */
  hasBuilderParams: boolean
}

/** Options of `getBuilderSearchParams` set from their parsed (validated) value instead. */
const TYPED_OPTIONS = new Set(['locale', 'includeRefs', 'enrich', 'cachebust', 'noCache'])

/**
 * API options a URL never sets: the API key is the site's, and the site looks up one page
 * (`limit` 1): a visitor's `limit` could only make the service work more, or fail (`0`).
 */
const SITE_OWNED_OPTIONS = new Set(['apiKey', 'limit'])

/**
 * Keys of `getBuilderSearchParams` the site handles itself instead of sending them as they are:
 * user attributes are merged into the `userAttributes` JSON (sent alone they would replace the
 * URL path, host and device), `params` (JSON or `params.<name>`) is expanded once, the
 * site-owned options are dropped, and the typed options are set once.
 */
function isHandledHere(name: string): boolean {
  return (
    name === 'userAttributes' ||
    name.startsWith('userAttributes.') ||
    name === 'params' ||
    name.startsWith('params.') ||
    SITE_OWNED_OPTIONS.has(name) ||
    TYPED_OPTIONS.has(name)
  )
}

/** Only the `builder.*` parameters (and their `builder_*` spelling) are read, and checked. */
function builderParams(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams()
  for (const [name, value] of params) {
    if (name.startsWith('builder.') || name.startsWith('builder_')) kept.append(name, value)
  }
  return kept
}

/**
 * Request header in which `proxy.ts` hands the URL path, as the browser sent it (percent-encoded,
 * like `location.pathname` in Builder's SDKs), to the page, whose `params` are decoded.
 */
export const URL_PATH_HEADER = 'x-tessera-url-path'

/**
 * The host (`X-Forwarded-Host`'s first value behind a proxy, else `Host`) and the user agent of
 * a request's headers.
 */
export function readRequestHeaders(
  headers: Pick<Headers, 'get'>,
): Pick<PageRequest, 'host' | 'userAgent'> {
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  return { host: forwarded || headers.get('host'), userAgent: headers.get('user-agent') }
}

/** `/a/b/`, `a/b` and `//a//b` are `/a/b`; the empty path is `/`. */
export function normalizePagePath(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '')
  return `/${segments.join('/')}`
}

/**
 * Plans the content request of a page: user attributes `urlPath`, `host` and `device` (from the
 * user agent: desktop, tablet or mobile) merged with the URL's `builder.userAttributes`, and the
 * other `builder.*` parameters (preview, overrides, cachebust, noCache, options.locale,
 * options.includeRefs, options.enrich, params, tests…) passed on as API options.
 * @throws TesseraError (`QueryParseError` for a denied key such as `__proto__`, `ValidationError`
 * for a bad value such as `builder.cachebust=yes`): the request deserves a 400.
 * @example planPageFetch({ path: '/about', host: 'a.com', userAgent: ua, search: '?x=1' })
 */
export function planPageFetch(request: PageRequest): PageFetchPlan {
  const params = builderParams(toUrlSearchParams(request.search))
  const parsed = parseBuilderUrlOptions(params)
  const search = params.toString()
  const previewing = isPreviewing({ search })

  const options: Record<string, string> = {}
  for (const [name, value] of Object.entries(getBuilderSearchParams(params))) {
    if (!isHandledHere(name)) options[name] = value
  }
  for (const [name, value] of flattenQuery(parsed.params ?? {})) {
    if (!SITE_OWNED_OPTIONS.has(name)) options[name] = value
  }

  const userAttributes: UserAttributes = {
    urlPath: normalizePagePath(request.path),
    ...(request.host ? { host: request.host } : {}),
    device: getDeviceFromUserAgent(request.userAgent),
    ...parsed.userAttributes,
  }
  const locale = parsed.options?.locale
  const fetchOptions: PageFetchPlan['fetchOptions'] = {
    model: 'page',
    userAttributes,
    includeRefs: parsed.options?.includeRefs ?? true,
    ...(parsed.options?.enrich === undefined ? {} : { enrich: parsed.options.enrich }),
    ...(locale === undefined ? {} : { locale }),
    ...(previewing || parsed.cachebust ? { cachebust: true } : {}),
    ...(previewing || parsed.noCache ? { noCache: true } : {}),
    options,
  }
  return {
    fetchOptions,
    isPreviewing: previewing,
    locale,
    forcedVariations: readForcedVariations(params),
    hasBuilderParams: params.size > 0,
  }
}
