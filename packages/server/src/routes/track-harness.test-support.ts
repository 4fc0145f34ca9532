import type { Hono } from 'hono'
import { createApp } from '../app.ts'
import type { AppEnv } from '../app-env.ts'
import type { ServerConfig } from '../config.ts'
import { loadConfig } from '../load-config.ts'
import { createLogger } from '../logger.ts'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import type { ContentStore } from '../store/types.ts'
import { createEventBuffer } from '../tracking/event-buffer.ts'
import type { CreateEventBufferOptions, EventBuffer } from '../tracking/event-buffer.ts'
import { analyticsRoutes } from './analytics-routes.ts'
import { formsRoutes } from './forms-routes.ts'
import { imagesRoutes } from './images-routes.ts'
import { pixelRoutes } from './pixel-routes.ts'
import { trackRoutes } from './track-routes.ts'
import type { TrackRoutesOptions } from './track-routes.ts'

/** 2025-01-01T00:00:00Z, the default clock of the harness. */
export const HARNESS_NOW = Date.UTC(2025, 0, 1)

export interface TrackTestHarnessOptions {
  /** Settings over the defaults (`loadConfig({})`). */
  config?: Partial<ServerConfig>
  /** Event buffer settings (default: the buffer's own). */
  buffer?: Omit<CreateEventBufferOptions, 'store' | 'logger'>
  /** Rate-limit key of a request. Default: the route's own. */
  clientAddress?: TrackRoutesOptions['clientAddress']
}

/** An app with the tracking (and pixel), analytics, forms and images routes over an in-memory store. */
export interface TrackTestHarness {
  app: Hono<AppEnv>
  store: ContentStore
  events: EventBuffer
  config: ServerConfig
  spaceId: string
  /** `pub-key` */
  publicKey: string
  /** `priv-key` */
  privateKey: string
  /** Structured log lines written by the app. */
  logs: Array<Record<string, unknown>>
  /** The clock of the app and the store; set `clock.now` to move it. */
  clock: { now: number }
  request(path: string, init?: RequestInit): Promise<Response>
  close(): Promise<void>
}

/**
 * Test harness of the tracking, analytics, forms and images routes: a SQLite `:memory:` store
 * with one space and its keys, an event buffer, and `createApp` with those route modules.
 */
export async function createTrackTestHarness(
  options: TrackTestHarnessOptions = {},
): Promise<TrackTestHarness> {
  const clock = { now: HARNESS_NOW }
  const store = createSqliteStore({ filename: ':memory:', now: () => clock.now })
  await store.migrate()
  const space = await store.createSpace({ name: 'Test' })
  const publicKey = 'pub-key'
  const privateKey = 'priv-key'
  await store.createApiKey({ spaceId: space.id, kind: 'public', key: publicKey })
  await store.createApiKey({ spaceId: space.id, kind: 'private', key: privateKey })
  const logs: Array<Record<string, unknown>> = []
  const logger = createLogger({
    write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>),
  })
  const config = loadConfig({}, { previewSecret: 'test-preview-secret', ...options.config })
  const events = createEventBuffer({ store, logger, ...options.buffer })
  const app = createApp(
    { store, config, logger, now: () => clock.now },
    {
      routes: [
        trackRoutes({ events, clientAddress: options.clientAddress }),
        pixelRoutes({ events }),
        analyticsRoutes({ events }),
        formsRoutes,
        imagesRoutes,
      ],
    },
  )
  return {
    app,
    store,
    events,
    config,
    spaceId: space.id,
    publicKey,
    privateKey,
    logs,
    clock,
    request: (path, init) => Promise.resolve(app.request(path, init)),
    async close() {
      await events.close()
      await store.close()
    },
  }
}
