import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../app.ts'
import { loadConfig } from '../load-config.ts'
import { createLogger } from '../logger.ts'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import type { ContentStore } from '../store/types.ts'

/** One request an SDK sent to the compat server. */
export interface SdkRequest {
  method: string
  /** Path without the query string. */
  path: string
  query: URLSearchParams
  headers: Headers
}

/** A Tessera content service on a real port, with a SQLite file in a temp folder. */
export interface CompatServer {
  /** `http://127.0.0.1:<port>` */
  origin: string
  store: ContentStore
  spaceId: string
  /** The public key of the space. */
  apiKey: string
  /** The app's clock; set `clock.now` to move it. */
  clock: { now: number }
  /** Every request received, in order. */
  requests: SdkRequest[]
  close(): Promise<void>
}

export interface StartCompatServerOptions {
  /** Initial time of the app's clock (epoch ms). Default `Date.now()`. */
  now?: number
  /** Public key of the space. Default `compat-public-key`. */
  apiKey?: string
}

/**
 * Starts the content service (`createApp` over a SQLite file in a fresh temp folder) on
 * 127.0.0.1 and a free port, with one space and its public key, recording every request. For
 * the compatibility tests that point the official Builder SDKs at our service.
 */
export async function startCompatServer(
  options: StartCompatServerOptions = {},
): Promise<CompatServer> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-compat-'))
  const store = createSqliteStore({ filename: join(dir, 'tessera.db') })
  await store.migrate()
  const space = await store.createSpace({ name: 'Compat' })
  const apiKey = options.apiKey ?? 'compat-public-key'
  await store.createApiKey({ spaceId: space.id, kind: 'public', key: apiKey })
  const clock = { now: options.now ?? Date.now() }
  const app = createApp({
    store,
    config: loadConfig({}, { previewSecret: 'compat-preview-secret' }),
    logger: createLogger({ quiet: true, write: () => {} }),
    now: () => clock.now,
  })
  const requests: SdkRequest[] = []
  let server: ReturnType<typeof serve> | undefined
  const address = await new Promise<AddressInfo>((resolve) => {
    server = serve(
      {
        fetch: (request: Request) => {
          const url = new URL(request.url)
          requests.push({
            method: request.method,
            path: url.pathname,
            query: url.searchParams,
            headers: request.headers,
          })
          return app.fetch(request)
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      resolve,
    )
  })
  return {
    origin: `http://127.0.0.1:${address.port}`,
    store,
    spaceId: space.id,
    apiKey,
    clock,
    requests,
    async close() {
      await new Promise<void>((resolve) => {
        if (!server) return resolve()
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close(() => resolve())
      })
      await store.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
