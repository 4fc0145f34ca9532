/**
 * Fuzzed reads, as the Builder SDKs (gen-1 `query`, gen-2 `content`, codegen) and hostile clients
 * send them: random parameters of the read API (`query.*` with operators, `userAttributes`,
 * `limit`/`offset`, `sort`, `fields`, `options.<key>.*`…) holding random, deep, NUL-bearing or
 * malformed values, plus the GET routes that need the private key, called with the public one.
 * @module
 */
import fc from 'fast-check'
import { SCALAR_OPTIONS, STRING_OPTIONS } from '../../packages/server/src/read/read-options.ts'
import {
  dottedPath,
  HOSTILE_NAMES,
  paramValue,
  pathSegment,
  QUERY_OPERATORS,
} from './fuzz-values.ts'
import type { BenchRequest } from './send-request.ts'

export interface FuzzKeys {
  publicKey: string
  privateKey: string
}

/** Parameters of the read API (`parseReadOptions`) and a few it does not know. */
const OPTION_NAMES = [
  ...STRING_OPTIONS,
  ...SCALAR_OPTIONS,
  'query',
  'userAttributes',
  'sort',
  'apiKey',
  'unknownOption',
]

/** A parameter name, URL-encoded: an option, or a prefix (`query.`, `sort.`…) and a path. */
const paramName: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...OPTION_NAMES) },
  {
    weight: 5,
    arbitrary: fc
      .tuple(dottedPath, fc.option(fc.constantFrom(...QUERY_OPERATORS), { nil: undefined }))
      .map(([path, operator]) =>
        encodeURIComponent(`query.${path}${operator ? `.${operator}` : ''}`),
      ),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom('userAttributes.', 'sort.', 'overrides.', 'options.page.', 'options.a.'),
        fc.oneof(dottedPath, fc.constantFrom(...HOSTILE_NAMES)),
      )
      .map(([prefix, rest]) => encodeURIComponent(`${prefix}${rest}`)),
  },
  { weight: 1, arbitrary: pathSegment },
)

/** The key a read carries: mostly the public key, at times another, a wrong one or none. */
function apiKeyParam(keys: FuzzKeys): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(keys.publicKey) },
    { weight: 1, arbitrary: fc.constant(keys.privateKey) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: pathSegment },
  )
}

/** The path of a read route, before its parameters (the key in the path where the route has one). */
function readEndpoint(keys: FuzzKeys): fc.Arbitrary<string> {
  const model = fc.oneof(
    { weight: 6, arbitrary: fc.constant('page') },
    { weight: 1, arbitrary: fc.constantFrom('symbol', 'section', 'data') },
    { weight: 2, arbitrary: pathSegment },
  )
  const pathKey = fc.oneof(
    { weight: 6, arbitrary: fc.constant(keys.publicKey) },
    { weight: 1, arbitrary: pathSegment },
  )
  const queryKeys = fc.oneof(
    { weight: 4, arbitrary: fc.constant('page') },
    {
      weight: 2,
      arbitrary: fc.array(model, { minLength: 1, maxLength: 25 }).map((m) => m.join(',')),
    },
  )
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(fc.constantFrom('v1', 'v2', 'v3'), model)
        .map(([v, m]) => `/api/${v}/content/${m}`),
    },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom('v1', 'v3'), pathKey, queryKeys)
        .map(([v, key, k]) => `/api/${v}/query/${key}/${k}`),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(pathKey, queryKeys).map(([key, k]) => `/api/v1/codegen/${key}/${k}`),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '/api/v1/write/page',
        '/api/v1/write/page/fz-1',
        '/api/v1/write/page/fz-1/revisions',
        '/api/v1/models',
        '/api/v1/analytics',
        '/api/v1/form-submissions',
        '/api/v1/image/none.png',
        '/health',
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(model, pathSegment).map(([m, id]) => `/api/v1/write/${m}/${id}`),
    },
  )
}

/**
 * A fuzzed GET request of the read API (the key as `apiKey` where the route takes it there).
 * @example fc.sample(readRequest(keys), { seed: 16, numRuns: 3000 })
 */
export function readRequest(keys: FuzzKeys): fc.Arbitrary<BenchRequest> {
  const pair = fc.tuple(paramName, paramValue).map(([name, value]) => `${name}=${value}`)
  return fc
    .record({
      endpoint: readEndpoint(keys),
      apiKey: apiKeyParam(keys),
      params: fc.array(pair, { maxLength: 6 }),
    })
    .map(({ endpoint, apiKey, params }): BenchRequest => {
      const all = apiKey === undefined ? params : [`apiKey=${apiKey}`, ...params]
      return { method: 'GET', path: all.length === 0 ? endpoint : `${endpoint}?${all.join('&')}` }
    })
}
