import { assertAllowedPropertyName, HttpError } from '@tessera/core'
import type { Entry } from '@tessera/core'
import type { Context } from 'hono'
import { ZodError } from 'zod'
import type { AppEnv } from '../app-env.ts'
import { respondCached } from '../cache/respond-cached.ts'
import { describeZodError } from '../middleware/error-handler.ts'
import { requireAuth } from '../middleware/auth.ts'
import { assertRequestDraftAccess, wantsDrafts } from '../read/draft-access.ts'
import type { ReadDeps } from '../read/read-deps.ts'
import { readEntries } from '../read/read-entries.ts'
import { parseReadOptions } from '../read/read-options.ts'
import type { ReadOptions } from '../read/read-options.ts'

/** Most keys one query request may ask for. */
export const MAX_QUERY_KEYS = 20

/** The keys of `/:keys` (comma-separated, de-duplicated). */
function parseKeys(raw: string): string[] {
  const keys = [
    ...new Set(
      raw
        .split(',')
        .map((key) => key.trim())
        .filter((key) => key !== ''),
    ),
  ]
  if (keys.length === 0) throw new HttpError(400, 'INVALID_PARAMETER', 'Invalid keys: none given')
  if (keys.length > MAX_QUERY_KEYS) {
    throw new HttpError(400, 'INVALID_PARAMETER', `Invalid keys: at most ${MAX_QUERY_KEYS}`)
  }
  keys.forEach(assertAllowedPropertyName)
  return keys
}

/**
 * The options of one key: the top-level parameters, then `options.<key>.<option>` (JSON,
 * winning over the top level). A bad option is a 400 naming the key.
 */
function optionsForKey(pairs: ReadonlyArray<[string, string]>, key: string): ReadOptions {
  const prefix = `options.${key}.`
  const own = pairs
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, value]): [string, string] => [name.slice(prefix.length), value])
  const top = pairs.filter(([name]) => !name.startsWith('options.'))
  try {
    return parseReadOptions([...top, ...own])
  } catch (error: unknown) {
    if (!(error instanceof ZodError)) throw error
    const message = `${describeZodError(error)} (key "${key}")`
    throw new HttpError(400, 'INVALID_PARAMETER', message, { cause: error })
  }
}

export interface RespondKeyedArgs {
  deps: ReadDeps
  /** Turns each key's entries into what is sent (codegen adds `data.blocksJs`). */
  transform?: (entries: Entry[]) => Entry[]
}

/**
 * Answers `/:apiKey/:keys` requests (query and codegen endpoints): for each key, the entries of
 * its model (`options.<key>.model`, else the key up to `:`), or the one `entry` it names,
 * keyed by key: `{ "<key>": [entry, …] }`. Top-level `cacheSeconds`, `staleCacheSeconds`,
 * `cachebust` and `noCache` govern caching.
 */
export async function respondKeyed(c: Context<AppEnv>, args: RespondKeyedArgs): Promise<Response> {
  const { deps } = args
  const auth = requireAuth(c)
  const now = deps.now()
  return respondCached(c, {
    cache: deps.cache,
    auth,
    now,
    publicUrl: deps.config.publicUrl,
    prepare: () => {
      const pairs = [...new URL(c.req.url).searchParams]
      const top = parseReadOptions(pairs.filter(([name]) => !name.startsWith('options.')))
      const perKey = parseKeys(c.req.param('keys') ?? '').map((key) => {
        const options = optionsForKey(pairs, key)
        assertRequestDraftAccess(options, {
          auth,
          header: c.req.header('x-preview-token'),
          previewSecret: deps.config.previewSecret,
          now,
        })
        return { key, options, model: options.model ?? key.split(':')[0] ?? key }
      })
      return {
        hasDrafts: perKey.some(({ options }) => wantsDrafts(options)),
        cachebust: top.cachebust,
        noCache: top.noCache,
        cacheSeconds: top.cacheSeconds,
        staleCacheSeconds: top.staleCacheSeconds,
        compute: async (expiry) => {
          const result: Record<string, Entry[]> = {}
          const lists = await Promise.all(
            perKey.map(({ options, model }) =>
              readEntries({
                store: deps.store,
                spaceId: auth.spaceId,
                model,
                options,
                now,
                expiry,
                queryPool: deps.queryPool,
              }),
            ),
          )
          perKey.forEach(({ key }, index) => {
            const entries = lists[index] ?? []
            result[key] = args.transform ? args.transform(entries) : entries
          })
          return result
        },
      }
    },
  })
}
