import { ContentFetchError, DEFAULT_API_VERSION, TesseraError, toError } from '@tessera/core'
import type { ApiVersion, Entry, UserAttributes } from '@tessera/core'
import { assertApiVersion, missingApiKeyError, normalizeApiHost } from './assert-options.ts'
import { createContentSubject } from './content-observable.ts'
import type { ContentObservable } from './content-observable.ts'
import { normalizeEntries } from './normalize-entries.ts'
import { planGetRequest } from './plan-get-request.ts'
import type { ContentFormat, GetContentOptions, GetKind, GetPlan } from './plan-get-request.ts'
import { requestContent } from './published-fallback.ts'
import type { FetchFunction } from './request-json.ts'

/** Options of `createContentClient`. */
export interface ContentClientOptions {
  /** Public API key. When missing, every call fails with a `MISSING_API_KEY` error. */
  apiKey: string | undefined
  /** Content service origin. Default: `DEFAULT_API_HOST`. */
  apiHost?: string
  /** `v1` or `v3` (of the query endpoint; codegen is always `v1`). Default: `v3`. */
  apiVersion?: ApiVersion
  /** Private key, sent as `Authorization: Bearer …`. */
  authToken?: string
  /** The `fetch` to use. Default: `globalThis.fetch`. */
  fetch?: FetchFunction
  /** Merged into every request (headers merged over the SDK headers). */
  fetchOptions?: RequestInit
  /** Default visitor attributes (or a function read at each call, e.g. a store's getter). */
  userAttributes?: UserAttributes | (() => UserAttributes)
  /** Default `omit`. Default: `meta.componentsUsed`. */
  omit?: string
  /** Default `includeRefs`. Default: `true`. */
  includeRefs?: boolean
  /** Default response format (`react`/`solid` switch to the codegen endpoint). */
  format?: ContentFormat
}

/** A gen-1 style content client: batched, cached, observable results. */
export interface ContentClient {
  /** The best entry of `model` for the call's options, or `null`. */
  get(model: string, options?: GetContentOptions): ContentObservable<Entry | null>
  /** The entries of `model` for the call's options (30 by default). */
  getAll(model: string, options?: GetContentOptions): ContentObservable<Entry[]>
}

interface Waiter {
  resolve(entries: Entry[]): void
  reject(error: TesseraError): void
}
interface Batch {
  id: string
  endpoint: GetPlan['endpoint']
  topLevel: GetPlan['topLevel']
  keys: Map<string, { plan: GetPlan; waiters: Waiter[] }>
}

function asTesseraError(error: unknown): TesseraError {
  if (error instanceof TesseraError) return error
  const cause = toError(error)
  return new ContentFetchError(`Fetching content failed: ${cause.message}`, { cause })
}

/**
 * Creates a content client over the batched query endpoint
 * (`GET {apiHost}/api/{apiVersion}/query/{apiKey}/{key1,key2}`), or the codegen endpoint for
 * `format: 'react' | 'solid'`.
 *
 * - Calls made in the same tick are sent together: the queue is flushed in a microtask
 *   (`queueMicrotask`), so synchronous calls (e.g. during one render) share one request. Calls
 *   whose top-level parameters differ (userAttributes, omit, cachebust…) go in separate requests,
 *   as do two calls of one key with different per-key options.
 * - Results are cached in the client per key and options; a repeated call returns the cached
 *   value without a request unless it sets `cachebust` or `noCache` (whose fresh result then
 *   replaces the cached one). Concurrent equal calls share one request. Failures are not cached.
 * - `userAttributes` of a call are merged over the client's (gen-1 replaces them instead).
 * - Drafts (`preview`, `overrides`) asked without a `previewToken`, or refused by the service,
 *   give the published content and a `console.warn` of why (`published-fallback.ts`).
 * - Calls never throw: bad options, a missing API key, HTTP and network failures reach the
 *   error listeners (and `promise()`) of the affected calls only.
 * @throws ValidationError for a bad `apiVersion` or `apiHost` (configuration errors).
 * @example
 * const client = createContentClient({ apiKey, apiHost })
 * const page = await client.get('page', { url: '/about' }).promise()
 */
export function createContentClient(clientOptions: ContentClientOptions): ContentClient {
  const apiVersion = assertApiVersion(clientOptions.apiVersion ?? DEFAULT_API_VERSION)
  const host = normalizeApiHost(clientOptions.apiHost)
  const cache = new Map<string, Entry[]>()
  const inFlight = new Map<string, Promise<Entry[]>>()
  let queue: Batch[] = []

  const send = async (batch: Batch, apiKey: string) => {
    const keys = [...batch.keys.keys()].map(encodeURIComponent).join(',')
    const path =
      batch.endpoint === 'codegen'
        ? `/api/v1/codegen/${encodeURIComponent(apiKey)}/${keys}`
        : `/api/${apiVersion}/query/${encodeURIComponent(apiKey)}/${keys}`
    const url = new URL(`${host}${path}`)
    url.searchParams.set('apiKey', apiKey)
    for (const [name, value] of batch.topLevel) url.searchParams.set(name, value)
    for (const [key, { plan }] of batch.keys) {
      for (const [name, value] of plan.perKey) url.searchParams.set(`options.${key}.${name}`, value)
    }
    let body: unknown
    let href = url.href
    try {
      ;({ body, url: href } = await requestContent(url, clientOptions, `keys ${keys}`))
    } catch (error) {
      const failure = asTesseraError(error)
      for (const { waiters } of batch.keys.values()) for (const w of waiters) w.reject(failure)
      return
    }
    const record =
      body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {}
    for (const [key, { waiters }] of batch.keys) {
      const value = Object.hasOwn(record, key) ? record[key] : undefined
      if (!Array.isArray(value)) {
        const text = JSON.stringify(value) ?? String(value)
        const error = new ContentFetchError(
          `Error fetching data. Expected "${key}" to be an array in the response of ${href}, received: ${text.slice(0, 200)}`,
          { url: href },
        )
        for (const waiter of waiters) waiter.reject(error)
        continue
      }
      const entries = normalizeEntries(value, href)
      for (const waiter of waiters) waiter.resolve(entries)
    }
  }

  const flush = (apiKey: string) => {
    const batches = queue
    queue = []
    for (const batch of batches) {
      send(batch, apiKey).catch((error: unknown) => {
        // Safety net: an unexpected bug still reaches the callers instead of going unhandled.
        const failure = asTesseraError(error)
        for (const { waiters } of batch.keys.values()) for (const w of waiters) w.reject(failure)
      })
    }
  }

  const enqueue = (plan: GetPlan, apiKey: string): Promise<Entry[]> =>
    new Promise<Entry[]>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject }
      if (queue.length === 0) queueMicrotask(() => flush(apiKey))
      const batch = queue.find((candidate) => {
        if (candidate.id !== plan.batchId) return false
        const slot = candidate.keys.get(plan.key)
        return !slot || slot.plan.cacheKey === plan.cacheKey
      })
      if (!batch) {
        const { batchId: id, endpoint, topLevel } = plan
        queue.push({
          id,
          endpoint,
          topLevel,
          keys: new Map([[plan.key, { plan, waiters: [waiter] }]]),
        })
        return
      }
      const slot = batch.keys.get(plan.key)
      if (slot) slot.waiters.push(waiter)
      else batch.keys.set(plan.key, { plan, waiters: [waiter] })
    })

  const load = (plan: GetPlan, apiKey: string): Promise<Entry[]> => {
    const pending = inFlight.get(plan.cacheKey)
    if (pending && !plan.bypassCache) return pending
    const request = enqueue(plan, apiKey).then(
      (entries) => {
        cache.set(plan.cacheKey, entries)
        return entries
      },
      (error: unknown) => {
        throw asTesseraError(error)
      },
    )
    inFlight.set(plan.cacheKey, request)
    const forget = () => {
      if (inFlight.get(plan.cacheKey) === request) inFlight.delete(plan.cacheKey)
    }
    request.then(forget, forget)
    return request
  }

  const call = <T>(
    kind: GetKind,
    model: string,
    options: GetContentOptions,
    pick: (entries: Entry[]) => T,
  ) => {
    const subject = createContentSubject<T>()
    const { apiKey } = clientOptions
    if (typeof apiKey !== 'string' || apiKey === '') {
      subject.reject(missingApiKeyError(apiKey))
      return subject.observable
    }
    let plan: GetPlan
    try {
      const defaults = clientOptions.userAttributes
      plan = planGetRequest(kind, model, options, {
        userAttributes: (typeof defaults === 'function' ? defaults() : defaults) ?? {},
        omit: clientOptions.omit,
        includeRefs: clientOptions.includeRefs,
        format: clientOptions.format,
      })
    } catch (error) {
      subject.reject(asTesseraError(error))
      return subject.observable
    }
    const cached = plan.bypassCache ? undefined : cache.get(plan.cacheKey)
    if (cached) subject.resolve(pick(cached))
    else
      load(plan, apiKey).then(
        (entries) => subject.resolve(pick(entries)),
        (error: unknown) => subject.reject(asTesseraError(error)),
      )
    return subject.observable
  }

  return {
    get: (model, options = {}) => call('get', model, options, (entries) => entries[0] ?? null),
    getAll: (model, options = {}) => call('getAll', model, options, (entries) => entries),
  }
}
