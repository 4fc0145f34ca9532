/**
 * Fuzzed writes: random bodies (`fuzz-bodies.ts`) sent to the write API (`POST/PUT/PATCH
 * /api/v1/write/page[/id]`, publish, delete, restore), the models API, tracking, form
 * submissions and uploads, with random query parameters, content types and `If-Match`, with the
 * private key mostly and other credentials at times.
 * @module
 */
import fc from 'fast-check'
import type { FuzzKeys } from './fuzz-reads.ts'
import { formBody, FUZZ_ENTRY_ID, trackBody, writeBody } from './fuzz-bodies.ts'
import { paramValue, pathSegment } from './fuzz-values.ts'
import type { BenchRequest } from './send-request.ts'

/** Header values (valid header text: fetch refuses anything else before sending). */
function authHeader(keys: FuzzKeys): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant(`Bearer ${keys.privateKey}`) },
    { weight: 1, arbitrary: fc.constant(`Bearer ${keys.publicKey}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('Bearer', 'Bearer wrong-key', 'Basic YTpi', 'Bearer a b'),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
}

const contentType = fc.oneof(
  { weight: 10, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/json; charset=latin1',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/vnd.api+json',
      'image/png',
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
)

const ifMatch = fc.option(fc.constantFrom('"1"', '"2"', '"999"', 'W/"1"', '*', 'abc', '"-1"'), {
  freq: 4,
  nil: undefined,
})

/** A query string of 0–2 fuzzed parameters among those writes read (`publish`, `revision`…). */
const writeQuery = fc
  .array(
    fc
      .tuple(fc.constantFrom('publish', 'revision', 'apiKey', 'name', 'to', 'limit'), paramValue)
      .map(([name, value]) => `${name}=${value}`),
    { maxLength: 2 },
  )
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.join('&')}`))

/** Method and path of a write (its query string added later). */
function writeTarget(keys: FuzzKeys): fc.Arbitrary<{ method: string; path: string }> {
  const at = (method: string, path: fc.Arbitrary<string>) => path.map((p) => ({ method, path: p }))
  const entryPath = FUZZ_ENTRY_ID.map((id) => `/api/v1/write/page/${id}`)
  return fc.oneof(
    { weight: 6, arbitrary: at('POST', fc.constant('/api/v1/write/page')) },
    { weight: 5, arbitrary: fc.constantFrom('PUT', 'PATCH').chain((m) => at(m, entryPath)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(entryPath, fc.constantFrom('publish', 'unpublish', 'revisions/1/restore'))
        .chain(([path, action]) => at('POST', fc.constant(`${path}/${action}`))),
    },
    { weight: 1, arbitrary: at('DELETE', entryPath) },
    {
      weight: 1,
      arbitrary: at(
        'POST',
        pathSegment.map((model) => `/api/v1/write/${model}`),
      ),
    },
    {
      weight: 2,
      arbitrary: at(
        'PUT',
        fc.oneof(fc.constant('page'), pathSegment).map((n) => `/api/v1/models/${n}`),
      ),
    },
    {
      weight: 2,
      arbitrary: at(
        'POST',
        fc.constantFrom('/api/v1/track', `/api/v1/track?apiKey=${keys.publicKey}`),
      ),
    },
    {
      weight: 2,
      arbitrary: at('POST', fc.constant(`/api/v1/form-submit?apiKey=${keys.publicKey}`)),
    },
    { weight: 1, arbitrary: at('POST', fc.constant('/api/v1/upload')) },
  )
}

/**
 * A fuzzed write request.
 * @example fc.sample(writeRequest(keys), { seed: 16, numRuns: 1000 })
 */
export function writeRequest(keys: FuzzKeys): fc.Arbitrary<BenchRequest> {
  return fc
    .record({
      target: writeTarget(keys),
      query: writeQuery,
      auth: authHeader(keys),
      type: contentType,
      ifMatch,
      body: writeBody,
      track: trackBody(keys),
      form: formBody,
    })
    .map(({ target, query, auth, type, ifMatch: match, ...bodies }): BenchRequest => {
      const isTrack = target.path.startsWith('/api/v1/track')
      const isForm =
        target.path.startsWith('/api/v1/form-submit') || target.path === '/api/v1/upload'
      const headers: Record<string, string> = {}
      if (auth !== undefined && !isTrack) headers.authorization = auth
      if (match !== undefined) headers['if-match'] = match
      // fetch sets the multipart type (with its boundary) of a FormData body itself.
      const useForm = isForm && type === undefined
      if (type !== undefined) headers['content-type'] = type
      const sent = isTrack ? bodies.track : useForm ? bodies.form : bodies.body
      const joiner = target.path.includes('?') ? query.replace('?', '&') : query
      const request: BenchRequest = {
        method: target.method,
        path: `${target.path}${joiner}`,
        headers,
      }
      if (sent !== undefined && target.method !== 'GET') request.body = sent
      return request
    })
}
