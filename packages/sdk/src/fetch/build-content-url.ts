import { DEFAULT_API_VERSION, DEFAULT_LIMIT, DEFAULT_OMIT } from '@tessera/core'
import type { ApiVersion, UserAttributes } from '@tessera/core'
import {
  assertApiKey,
  assertApiVersion,
  assertLimit,
  assertModel,
  normalizeApiHost,
} from './assert-options.ts'
import { flattenObject, toParamValue } from './flatten-params.ts'

/** Options of a content-endpoint request (gen-2 `fetchEntries`). */
export interface ContentUrlOptions {
  /** Model name, e.g. `page`. Required. */
  model: string
  /** Public API key of the space. Required. */
  apiKey: string
  /** Content service origin; a trailing slash is fine. Default: `DEFAULT_API_HOST`. */
  apiHost?: string
  /** `v1` or `v3`. Default: `v3`. */
  apiVersion?: ApiVersion
  /** Visitor attributes for targeting, sent as the JSON `userAttributes` parameter. */
  userAttributes?: UserAttributes
  /** Mongo-style filter, sent flattened: `query.data.slug="a"`, `query.data.tags={"$in":["a"]}`. */
  query?: Record<string, unknown>
  /** Most entries to return. Default: 30 (`fetchOneEntry`: 1). */
  limit?: number
  /** Entries to skip (floored; negative or non-finite values are not sent). */
  offset?: number
  /** Sort order, e.g. `{ createdDate: -1 }` → `sort.createdDate=-1`. */
  sort?: Record<string, unknown>
  /** Comma-separated fields to return, e.g. `data.title,id`. */
  fields?: string
  /** Comma-separated fields to leave out. Default: `meta.componentsUsed`. */
  omit?: string
  /** Resolve references (symbols, linked entries). Default: `true`. */
  includeRefs?: boolean
  /** Resolve references deeply. Not sent unless given. */
  enrich?: boolean
  /** Locale; also copied into `userAttributes.locale`. */
  locale?: string
  /** Ask the service to bypass its caches. */
  cachebust?: boolean
  /** Ask the service (and CDNs) not to cache the response. */
  noCache?: boolean
  /** Editor preview: the model (or `true`) whose draft should win. */
  preview?: string | boolean
  /** Admit unpublished entries (needs `authToken`). */
  includeUnpublished?: boolean
  /** `Cache-Control` max-age the service should use (positive numbers only). */
  cacheSeconds?: number
  /** stale-while-revalidate seconds the service should use (positive numbers only). */
  staleCacheSeconds?: number
  /** Do not resolve nested references. Default: `limit !== 1`. */
  noTraverse?: boolean
  /**
   * Extra parameters, flattened with dots and set last (they override the ones above), e.g.
   * the result of `getBuilderSearchParams(url)`.
   */
  options?: Record<string, unknown>
}

function isPositiveNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
}

/**
 * The URL of a content request: `{apiHost}/api/{apiVersion}/content/{model}?…`. Pure; throws
 * the same typed errors as `fetchEntries` for a missing key, model, bad version or host.
 * @example buildContentUrl({ model: 'page', apiKey: 'k', userAttributes: { urlPath: '/' } })
 */
export function buildContentUrl(options: ContentUrlOptions): URL {
  const apiKey = assertApiKey(options.apiKey)
  const model = assertModel(options.model)
  const apiVersion = assertApiVersion(options.apiVersion ?? DEFAULT_API_VERSION)
  const host = normalizeApiHost(options.apiHost)
  const url = new URL(`${host}/api/${apiVersion}/content/${encodeURIComponent(model)}`)
  const params = url.searchParams
  const limit = assertLimit(options.limit ?? DEFAULT_LIMIT)

  params.set('apiKey', apiKey)
  params.set('limit', String(limit))
  params.set('noTraverse', String(options.noTraverse ?? limit !== 1))
  params.set('includeRefs', String(options.includeRefs ?? true))
  params.set('omit', options.omit ?? DEFAULT_OMIT)
  if (options.fields !== undefined) params.set('fields', options.fields)
  if (options.enrich !== undefined) params.set('enrich', String(options.enrich))
  const offset = options.offset
  if (typeof offset === 'number' && Number.isFinite(offset) && offset >= 0) {
    params.set('offset', String(Math.floor(offset)))
  }
  if (options.includeUnpublished !== undefined) {
    params.set('includeUnpublished', String(options.includeUnpublished))
  }
  if (isPositiveNumber(options.cacheSeconds))
    params.set('cacheSeconds', String(options.cacheSeconds))
  if (isPositiveNumber(options.staleCacheSeconds)) {
    params.set('staleCacheSeconds', String(options.staleCacheSeconds))
  }
  if (options.cachebust) params.set('cachebust', 'true')
  if (options.noCache) params.set('noCache', 'true')
  if (options.preview !== undefined && options.preview !== false) {
    params.set('preview', String(options.preview))
  }
  if (options.locale) params.set('locale', options.locale)
  const userAttributes = options.locale
    ? { ...options.userAttributes, locale: options.locale }
    : options.userAttributes
  if (userAttributes && Object.keys(userAttributes).length > 0) {
    params.set('userAttributes', toParamValue('userAttributes', userAttributes, { json: true }))
  }
  for (const [name, value] of Object.entries(flattenObject(options.sort ?? {}, 'sort'))) {
    params.set(name, toParamValue(name, value, { json: true }))
  }
  const query = flattenObject(options.query ?? {}, 'query', { stopAtOperators: true })
  for (const [name, value] of Object.entries(query)) {
    params.set(name, toParamValue(name, value, { json: true }))
  }
  for (const [name, value] of Object.entries(flattenObject(options.options ?? {}))) {
    params.set(name, toParamValue(name, value, { json: false }))
  }
  return url
}
