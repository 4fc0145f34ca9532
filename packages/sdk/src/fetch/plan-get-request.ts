import { DEFAULT_LIMIT, DEFAULT_OMIT } from '@tessera/core'
import type { UserAttributes } from '@tessera/core'
import { assertLimit, assertModel } from './assert-options.ts'
import { flattenObject, toParamValue } from './flatten-params.ts'
import { stableHash, stableStringify } from './stable-hash.ts'

/** Response formats; `react` and `solid` use the codegen endpoint. */
export type ContentFormat = 'react' | 'solid' | 'html' | 'amp' | 'email'

/** Options of one client `get`/`getAll` call. Per-key options go into `options.<key>.*`. */
export interface GetContentOptions {
  /** Key the response is read at. Default: `alias`, else the model (`getAll`: `<model>:<hash>`). */
  key?: string
  /** Same as `key` (gen-1 name). */
  alias?: string
  /** Mongo-style filter (per key, JSON). */
  query?: Record<string, unknown>
  /** Entries per request (per key). Default: 1 for `get`, 30 for `getAll`. */
  limit?: number
  /** Entries to skip (per key; floored, negative values are not sent). */
  offset?: number
  /** Fetch this entry id (per key). */
  entry?: string
  /** Per-key pass-through options of the query endpoint. */
  rev?: string
  static?: boolean
  fetchTotalCount?: boolean
  prerender?: boolean
  extractCss?: boolean
  /** Visitor attributes, merged over the client's (gen-1 replaces them; we merge). */
  userAttributes?: UserAttributes
  /** Page URL; its path (before `?`) becomes `userAttributes.urlPath`. */
  url?: string
  /** Locale, sent as `locale` and copied into `userAttributes.locale`. */
  locale?: string
  /** Comma-separated fields to return. */
  fields?: string
  /** Comma-separated fields to leave out. Default: the client's, else `meta.componentsUsed`. */
  omit?: string
  /** Resolve references. Default: the client's, else `true`. */
  includeRefs?: boolean
  /** Do not resolve nested references. Default: `false` for `get`, `true` for `getAll`. */
  noTraverse?: boolean
  includeUnpublished?: boolean
  enrich?: boolean
  /** Sort order, sent as `sort.<field>=1|-1`. */
  sort?: Record<string, unknown>
  /** Skip the client cache and ask the service to bypass its caches. */
  cachebust?: boolean
  /** Skip the client cache and ask the service not to cache. */
  noCache?: boolean
  /** Editor preview: the model (or `true`) whose draft should win. */
  preview?: string | boolean
  /** Editor overrides, sent as `overrides.<key>=<entryId>`. */
  overrides?: Record<string, string>
  /** Response format; `react`/`solid` use the codegen endpoint. Default: the client's. */
  format?: ContentFormat
  cacheSeconds?: number
  staleCacheSeconds?: number
  /** Extra top-level parameters, flattened with dots. */
  options?: Record<string, unknown>
}

export type GetKind = 'get' | 'getAll'

/** Client-level defaults a plan needs. */
export interface PlanDefaults {
  userAttributes: UserAttributes
  omit?: string
  includeRefs?: boolean
  format?: ContentFormat
}

/** Everything needed to batch, send and cache one call. */
export interface GetPlan {
  key: string
  endpoint: 'query' | 'codegen'
  /** Top-level parameters (without `apiKey`), in sending order. */
  topLevel: Array<[string, string]>
  /** Per-key parameters, names relative to `options.<key>.`, values JSON. */
  perKey: Array<[string, string]>
  /** Calls with equal batch ids can share one request. */
  batchId: string
  /** Identity of the result; ignores `cachebust` and `noCache`. */
  cacheKey: string
  /** Whether the client cache must not be read. */
  bypassCache: boolean
}

const PER_KEY = ['entry', 'rev', 'static', 'fetchTotalCount', 'prerender', 'extractCss'] as const
const POSITIVE = ['cacheSeconds', 'staleCacheSeconds'] as const

function keyOf(kind: GetKind, model: string, options: GetContentOptions): string {
  const explicit = options.key ?? options.alias
  if (explicit !== undefined && explicit !== '') return explicit
  if (kind === 'get') return model
  const { cachebust: _cachebust, noCache: _noCache, ...rest } = options
  return `${model}:${stableHash(rest)}`
}

/** Splits a call into per-key and top-level parameters. Throws ValidationError on bad input. */
export function planGetRequest(
  kind: GetKind,
  model: string,
  options: GetContentOptions,
  defaults: PlanDefaults,
): GetPlan {
  assertModel(model)
  const key = keyOf(kind, model, options)
  const perKeyValues: Record<string, unknown> = {
    model,
    limit: assertLimit(options.limit ?? (kind === 'get' ? 1 : DEFAULT_LIMIT)),
  }
  const { offset } = options
  if (typeof offset === 'number' && Number.isFinite(offset) && offset >= 0) {
    perKeyValues.offset = Math.floor(offset)
  }
  if (options.query !== undefined) perKeyValues.query = options.query
  for (const name of PER_KEY) if (options[name] !== undefined) perKeyValues[name] = options[name]
  const perKey = Object.entries(perKeyValues).map(([name, value]): [string, string] => [
    name,
    toParamValue(`options.${key}.${name}`, value, { json: true }),
  ])

  const format = options.format ?? defaults.format
  const top: Record<string, unknown> = {
    omit: options.omit ?? defaults.omit ?? DEFAULT_OMIT,
    fields: options.fields,
    format,
    noTraverse: options.noTraverse ?? kind === 'getAll',
    includeRefs: options.includeRefs ?? defaults.includeRefs ?? true,
    includeUnpublished: options.includeUnpublished,
    enrich: options.enrich,
    locale: options.locale || undefined,
    preview: options.preview === false ? undefined : options.preview,
  }
  for (const name of POSITIVE) {
    const value = options[name]
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) top[name] = value
  }
  const userAttributes: UserAttributes = { ...defaults.userAttributes, ...options.userAttributes }
  if (options.url !== undefined) userAttributes.urlPath = options.url.split(/[?#]/)[0] || '/'
  if (options.locale) userAttributes.locale = options.locale
  const topLevel: Array<[string, string]> = []
  const add = (values: Record<string, unknown>, json: boolean) => {
    for (const [name, value] of Object.entries(values)) {
      topLevel.push([name, toParamValue(name, value, { json })])
    }
  }
  add(flattenObject(top), false)
  if (Object.keys(userAttributes).length > 0) add({ userAttributes }, true)
  add(flattenObject(options.sort ?? {}, 'sort'), true)
  add(flattenObject(options.overrides ?? {}, 'overrides'), false)
  add(flattenObject(options.options ?? {}), false)
  const bypassCache = Boolean(options.cachebust || options.noCache)
  if (options.cachebust) topLevel.push(['cachebust', 'true'])
  if (options.noCache) topLevel.push(['noCache', 'true'])

  const endpoint = format === 'react' || format === 'solid' ? 'codegen' : 'query'
  const identity = topLevel.filter(([name]) => name !== 'cachebust' && name !== 'noCache')
  return {
    key,
    endpoint,
    topLevel,
    perKey,
    batchId: stableStringify([endpoint, topLevel]),
    cacheKey: stableStringify([endpoint, key, identity, perKey]),
    bypassCache,
  }
}
