import type { BuilderEnv } from '../constants.ts'
import { ValidationError } from '../errors.ts'
import { describeValue } from '../validate/describe-value.ts'
import { validateEnv } from '../validate/validate-env.ts'
import { assertAllowedPropertyName, parseQueryString } from './parse-query-string.ts'
import type { ParsedQuery } from './parse-query-string.ts'
import { flattenQuery, stringifyQueryString } from './stringify-query-string.ts'

/** Request options a page URL may set through `builder.options.*`; other keys are dropped. */
export interface BuilderUrlRequestOptions {
  /** `builder.options.locale`. */
  locale?: string
  /** `builder.options.includeRefs` (`'true'` / `'false'`). */
  includeRefs?: boolean
  /** `builder.options.enrich` (`'true'` / `'false'`). */
  enrich?: boolean
}

/**
 * What a page URL asks of the content fetch and the renderer through its `builder.*` params.
 * Only the options present (and not empty) in the URL are set.
 */
export interface BuilderUrlOptions {
  /** `builder.userAttributes.<name>=<value>`, or a JSON object in `builder.userAttributes`. */
  userAttributes?: Record<string, unknown>
  /**
   * `builder.overrides.<key>=<entryId>`: key is a model, an entry id or `<model>:<urlPath>`.
   * A key with a dot (`page:/about.html`) is split by the parser and joined back here.
   */
  overrides?: Record<string, string>
  /**
   * `builder.env`, else `builder.api` (both validated). The fetcher should force `cachebust`
   * and `noCache` for any env other than `production`.
   */
  env?: BuilderEnv
  /** `builder.host`. Points fetches at another host: honour it only where that is safe. */
  host?: string
  /** `builder.cachebust`. */
  cachebust?: boolean
  /** `builder.noCache`. */
  noCache?: boolean
  /** `builder.preview`: the model being previewed (`BUILDER_STUDIO` is a special mode). */
  preview?: string
  /** `builder.editing`. */
  editing?: string
  /** `builder.frameEditing`: the model edited in this editor iframe. */
  frameEditing?: string
  /** `frameEditing`, else `editing`, unless that value is `'true'`. */
  editingModel?: string
  /** `builder.options.{locale, includeRefs, enrich}`. */
  options?: BuilderUrlRequestOptions
  /** `builder.params`: extra API params, parsed as a query string, `apiKey` removed. */
  params?: ParsedQuery
  /** `builder.tests.<contentId>=<variationId>` (or `builder_tests_<contentId>`): forced groups. */
  tests?: Record<string, string>
  /** `builder.space`: the API key of the space the editor shows. */
  space?: string
  /** `builder.debug`. */
  debug?: boolean
  /** `builder.lazyLoadImages`. */
  lazyLoadImages?: boolean
  /** `builder.allowTextEdit`: inline text editing in the editor. */
  allowTextEdit?: boolean
}

/** A query string, `URLSearchParams`, a `URL`, or an object (nested, or flat with dotted keys). */
export type BuilderUrlOptionsInput =
  string | URLSearchParams | URL | Readonly<Record<string, unknown>>

function toParsedQuery(input: BuilderUrlOptionsInput): ParsedQuery {
  if (typeof input === 'string') return parseQueryString(input)
  if (input instanceof URL) return parseQueryString(input.search)
  if (input instanceof URLSearchParams) return parseQueryString(input.toString())
  // Flatten then parse again, so flat (`'builder.preview'`) and nested objects read alike and
  // pass the same deny list.
  return parseQueryString(stringifyQueryString(input))
}

function invalid(name: string, expected: string, value: unknown): ValidationError {
  return new ValidationError(
    `Invalid builder.${name}: expected ${expected}, received ${describeValue(value)}`,
  )
}

function readString(source: ParsedQuery, key: string, name = key): string | undefined {
  const value = source[key]
  if (value === undefined || value === '') return undefined
  if (typeof value === 'string') return value
  throw invalid(name, 'a string', value)
}

function readBoolean(source: ParsedQuery, key: string, name = key): boolean | undefined {
  const value = source[key]
  if (value === undefined || value === '') return undefined
  if (value === 'true') return true
  if (value === 'false') return false
  throw invalid(name, '"true" or "false"', value)
}

function readObject(source: ParsedQuery, key: string): ParsedQuery | undefined {
  const value = source[key]
  if (value === undefined || value === '') return undefined
  if (typeof value === 'object') return value
  throw invalid(key, `keys like builder.${key}.<name>=<value>`, value)
}

/** Dotted keys the parser split are joined back: `{ 'a:/b': { html: 'x' } }` → `'a:/b.html'`. */
function readStringMap(source: ParsedQuery, key: string): Record<string, string> | undefined {
  const object = readObject(source, key)
  if (object === undefined) return undefined
  // A plain object is safe here: every key passed the deny list of parseQueryString.
  const map: Record<string, string> = {}
  for (const [name, value] of flattenQuery(object)) if (value !== '') map[name] = value
  return Object.keys(map).length > 0 ? map : undefined
}

function readUserAttributes(source: ParsedQuery): Record<string, unknown> | undefined {
  const value = source.userAttributes
  if (typeof value !== 'string') return readObject(source, 'userAttributes')
  if (value === '') return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(value, (key: string, item: unknown) => {
      assertAllowedPropertyName(key)
      return item
    })
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error
  }
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
    return parsed as Record<string, unknown>
  }
  throw invalid('userAttributes', 'keys like builder.userAttributes.<name> or a JSON object', value)
}

function readRequestOptions(source: ParsedQuery): BuilderUrlRequestOptions | undefined {
  const object = readObject(source, 'options')
  if (object === undefined) return undefined
  const options: BuilderUrlRequestOptions = {}
  const locale = readString(object, 'locale', 'options.locale')
  const includeRefs = readBoolean(object, 'includeRefs', 'options.includeRefs')
  const enrich = readBoolean(object, 'enrich', 'options.enrich')
  if (locale !== undefined) options.locale = locale
  if (includeRefs !== undefined) options.includeRefs = includeRefs
  if (enrich !== undefined) options.enrich = enrich
  return Object.keys(options).length > 0 ? options : undefined
}

function readParams(source: ParsedQuery): ParsedQuery | undefined {
  const value = source.params
  if (value === undefined || value === '') return undefined
  const params = typeof value === 'string' ? parseQueryString(value) : value
  delete params.apiKey
  return Object.keys(params).length > 0 ? params : undefined
}

function readEnv(source: ParsedQuery): BuilderEnv | undefined {
  const env = readString(source, 'env')
  const api = readString(source, 'api')
  const validApi = api === undefined ? undefined : validateEnv(api)
  return env === undefined ? validApi : validateEnv(env)
}

/**
 * Reads the `builder.*` options of a page URL (what the editor and preview links put there).
 * Unknown keys are ignored; an empty value counts as absent.
 *
 * Throws on bad input, so a server can answer 400 for any `TesseraError` it raises:
 * - `QueryParseError` (code `QUERY_PARSE`) when a key segment, or a key of the JSON in
 *   `builder.userAttributes`, is `__proto__`, `prototype` or `constructor`;
 * - `ValidationError` with code `INVALID_ENV` for a bad `builder.env` / `builder.api`;
 * - `ValidationError` with code `INVALID_ARGUMENT` for any other bad value, for example
 *   `Invalid builder.cachebust: expected "true" or "false", received "yes"`.
 * @example parseBuilderUrlOptions('?builder.preview=page&builder.overrides.page=abc')
 * // { preview: 'page', overrides: { page: 'abc' } }
 */
export function parseBuilderUrlOptions(input: BuilderUrlOptionsInput): BuilderUrlOptions {
  const builder = toParsedQuery(input).builder
  if (typeof builder !== 'object') return {}
  const editing = readString(builder, 'editing')
  const frameEditing = readString(builder, 'frameEditing')
  const editingModel = frameEditing ?? editing
  const found: { [K in keyof Required<BuilderUrlOptions>]: BuilderUrlOptions[K] | undefined } = {
    userAttributes: readUserAttributes(builder),
    overrides: readStringMap(builder, 'overrides'),
    env: readEnv(builder),
    host: readString(builder, 'host'),
    cachebust: readBoolean(builder, 'cachebust'),
    noCache: readBoolean(builder, 'noCache'),
    preview: readString(builder, 'preview'),
    editing,
    frameEditing,
    editingModel: editingModel === 'true' ? undefined : editingModel,
    options: readRequestOptions(builder),
    params: readParams(builder),
    tests: readStringMap(builder, 'tests'),
    space: readString(builder, 'space'),
    debug: readBoolean(builder, 'debug'),
    lazyLoadImages: readBoolean(builder, 'lazyLoadImages'),
    allowTextEdit: readBoolean(builder, 'allowTextEdit'),
  }
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(found)) if (value !== undefined) result[key] = value
  return result as BuilderUrlOptions
}
