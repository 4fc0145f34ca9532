import { assertAllowedPropertyName, DEFAULT_LIMIT, DEFAULT_OMIT, MAX_LIMIT } from '@tessera/core'
import type { UserAttributes } from '@tessera/core'
import { z } from 'zod'
import { decodeQueryValue, parsePath, parseQueryParams, QueryParseError } from '@tessera/core'
import { findJsonLimitProblem } from '../validate/check-json-limits.ts'
import { decodeParam, decodeStringParam, toBoolean } from './decode-param.ts'

/** The options of one read (a content request, or one key of a query request). */
export interface ReadOptions {
  /** 1..100, default 30. */
  limit: number
  /** ≥ 0 (floored), default 0. */
  offset: number
  /** The `userAttributes` JSON merged with `userAttributes.<name>` parameters (these win). */
  userAttributes: UserAttributes
  /** From `query.*` / `query` (see `parseQueryParams`). */
  query: Record<string, unknown>
  /** `sort.<path>=1|-1`, in parameter order. */
  sort: Array<{ path: string; direction: 1 | -1 }>
  /** Dotted paths to keep (`id` always kept); undefined keeps everything. */
  fields: string[] | undefined
  /** Dotted paths to drop; default `['meta.componentsUsed']`, `omit=` drops nothing. */
  omit: string[]
  locale: string | undefined
  /** Inline symbols and references (`includeRefs` or `enrich`). Default true. */
  includeRefs: boolean
  /**
   * Accepted and ignored: references are always inlined in full (up to 8 levels), since the
   * gen-2 SDKs send `noTraverse=true` for lists yet cannot fetch symbols from our host.
   */
  noTraverse: boolean
  /**
   * `noTargeting` (or per key `options.<key>.noTargeting`): list every entry of the model
   * whatever its targeting rules and `userAttributes.urlPath` (static paths, sitemaps). The
   * schedule (`startDate`/`endDate`) and the published state still apply. Default false.
   */
  noTargeting: boolean
  cachebust: boolean
  noCache: boolean
  cacheSeconds: number | undefined
  staleCacheSeconds: number | undefined
  /** `preview=<model>` (or `true` for every model): latest bodies instead of published. */
  preview: string | true | undefined
  /** `overrides.<model>|<entryId>|<model>:<urlPath>` → entry id whose latest body wins. */
  overrides: Record<string, string>
  includeUnpublished: boolean
  previewToken: string | undefined
  /** Query endpoint: the model of a key (default: the key before `:`). */
  model: string | undefined
  /** Query endpoint: fetch this one entry. */
  entry: string | undefined
}

/** Read parameters taken as strings (see `decodeStringParam`). */
export const STRING_OPTIONS = [
  'fields',
  'omit',
  'locale',
  'previewToken',
  'model',
  'entry',
  'format',
]
/** Read parameters taken as JSON scalars (see `decodeParam`). */
export const SCALAR_OPTIONS = [
  'limit',
  'offset',
  'includeRefs',
  'enrich',
  'noTraverse',
  'noTargeting',
  'cachebust',
  'noCache',
  'cacheSeconds',
  'staleCacheSeconds',
  'preview',
  'includeUnpublished',
]

const seconds = z
  .number({ error: 'expected a whole number of seconds' })
  .int('expected a whole number of seconds')
  .min(0, 'expected a whole number of seconds')
  .max(31_536_000, 'expected at most a year of seconds')
const flag = z.preprocess(toBoolean, z.boolean({ error: 'expected true or false' }).optional())
const jsonObject = z.record(z.string(), z.unknown(), { error: 'expected a JSON object' })
const limitMessage = `expected an integer from 1 to ${MAX_LIMIT}`

const schema = z.object({
  limit: z
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(MAX_LIMIT, limitMessage)
    .default(DEFAULT_LIMIT),
  offset: z
    .number({ error: 'expected a number ≥ 0' })
    .min(0, 'expected a number ≥ 0')
    .max(Number.MAX_SAFE_INTEGER, 'expected a number ≥ 0')
    .transform(Math.floor)
    .default(0),
  userAttributes: jsonObject.default({}),
  sort: z.record(
    z.string(),
    z.union([z.literal(1), z.literal(-1)], { error: 'expected 1 or -1' }),
    {
      error: 'expected a JSON object of 1 or -1',
    },
  ),
  overrides: z.record(z.string(), z.string().min(1, 'expected an entry id')),
  fields: z.string().optional(),
  omit: z.string().default(DEFAULT_OMIT),
  locale: z.string().max(64, 'expected a locale code').optional(),
  includeRefs: flag,
  enrich: flag,
  noTraverse: flag,
  noTargeting: flag,
  cachebust: flag,
  noCache: flag,
  includeUnpublished: flag,
  cacheSeconds: seconds.optional(),
  staleCacheSeconds: seconds.optional(),
  preview: z.preprocess(
    (value) => (value === '' || value === false ? undefined : value),
    z.union([z.string(), z.literal(true)], { error: 'expected a model name' }).optional(),
  ),
  previewToken: z.string().optional(),
  model: z.string().min(1, 'expected a model name').optional(),
  entry: z.string().min(1, 'expected an entry id').optional(),
  format: z.string().optional(),
})

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

/** Refuses `__proto__`, `constructor` and `prototype` as a parameter's sub-key. */
function checkKey(key: string): string {
  assertAllowedPropertyName(key)
  return key
}

/** A decoded JSON object's keys go through {@link checkKey}; other values pass to validation. */
function checkKeys(value: unknown): unknown {
  if (typeof value === 'object' && value !== null) Object.keys(value).forEach(checkKey)
  return value
}

/** Deepest nesting of a JSON parameter (`query`, `userAttributes`, `sort`). */
export const MAX_PARAM_DEPTH = 64

/** The value, unless it nests deeper than {@link MAX_PARAM_DEPTH} (a `QueryParseError`). */
function checkDepth<T>(name: string, value: T): T {
  const problem = findJsonLimitProblem(value, { maxDepth: MAX_PARAM_DEPTH, refuseNul: false })
  if (problem) throw new QueryParseError(`Invalid ${name}: ${problem.message}`)
  return value
}

/** Paths in `fields`, `omit` and `sort` go through the query path checks (no `__proto__`). */
function checkPaths(paths: readonly string[]): string[] {
  for (const path of paths) parsePath(path)
  return [...paths]
}

/**
 * Reads and validates the options of a read from request parameters (later ones win). Throws
 * a `ZodError` naming the bad parameter (`Invalid limit: expected an integer from 1 to 100`),
 * or a `QueryParseError` for a bad `query`.
 */
export function parseReadOptions(pairs: ReadonlyArray<readonly [string, string]>): ReadOptions {
  const sort: Record<string, unknown> = {}
  const overrides: Record<string, unknown> = {}
  const extraAttributes: Record<string, string> = {}
  const raw: Record<string, unknown> = { sort, overrides }
  for (const [name, value] of pairs) {
    if (STRING_OPTIONS.includes(name)) raw[name] = decodeStringParam(value)
    else if (SCALAR_OPTIONS.includes(name)) raw[name] = decodeParam(value)
    else if (name === 'userAttributes') {
      raw.userAttributes = checkKeys(checkDepth(name, decodeQueryValue(value)))
    } else if (name === 'sort') {
      const decoded = checkKeys(checkDepth(name, decodeQueryValue(value)))
      if (typeof decoded === 'object' && decoded !== null && !Array.isArray(decoded)) {
        Object.assign(sort, decoded)
      } else raw.sort = decoded
    } else if (name.startsWith('sort.')) sort[checkKey(name.slice(5))] = decodeParam(value)
    else if (name.startsWith('overrides.')) {
      overrides[checkKey(name.slice(10))] = decodeStringParam(value)
    } else if (name.startsWith('userAttributes.')) {
      extraAttributes[checkKey(name.slice(15))] = value
    }
  }
  const parsed = schema.parse(raw)
  checkPaths(Object.keys(parsed.sort))
  return {
    limit: parsed.limit,
    offset: parsed.offset,
    userAttributes: { ...parsed.userAttributes, ...extraAttributes },
    query: checkDepth('query', parseQueryParams(pairs)),
    sort: Object.entries(parsed.sort).map(([path, direction]) => ({ path, direction })),
    fields: parsed.fields === undefined ? undefined : checkPaths(splitList(parsed.fields)),
    omit: checkPaths(splitList(parsed.omit)),
    locale: parsed.locale === '' ? undefined : parsed.locale,
    includeRefs: parsed.includeRefs ?? parsed.enrich ?? true,
    noTraverse: parsed.noTraverse ?? false,
    noTargeting: parsed.noTargeting ?? false,
    cachebust: parsed.cachebust ?? false,
    noCache: parsed.noCache ?? false,
    cacheSeconds: parsed.cacheSeconds,
    staleCacheSeconds: parsed.staleCacheSeconds,
    preview: parsed.preview,
    overrides: parsed.overrides as Record<string, string>,
    includeUnpublished: parsed.includeUnpublished ?? false,
    previewToken: parsed.previewToken === '' ? undefined : parsed.previewToken,
    model: parsed.model,
    entry: parsed.entry,
  }
}
