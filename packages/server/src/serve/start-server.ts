import type { Hono } from 'hono'
import { createApp } from '../app.ts'
import type { RouteModule } from '../app.ts'
import type { AppEnv } from '../app-env.ts'
import type { ServerConfig } from '../config.ts'
import { createLogger } from '../logger.ts'
import type { Logger } from '../logger.ts'
import { createServiceRoutes } from '../routes/all-routes.ts'
import { demoFormRecipients } from '../seed/demo-form-recipients.ts'
import { seedSampleContent } from '../seed/seed-sample-content.ts'
import type { SeedEntry } from '../seed/sample-content.ts'
import { openStore } from '../store/open-store.ts'
import type { ContentStore } from '../store/types.ts'
import { ensureAdmin } from './ensure-admin.ts'
import { ensureSpace } from './ensure-space.ts'
import type { EnsuredSpace } from './ensure-space.ts'
import { handleSignals } from './handle-signals.ts'
import { listenHttp } from './listen-http.ts'
import type { HttpListener } from './listen-http.ts'
import { startupLines } from './startup-lines.ts'

/** Default wait for requests in flight on shutdown before connections are cut, in ms. */
export const SHUTDOWN_TIMEOUT_MS = 10_000

/** Work to finish before the store closes on shutdown (flushing buffered tracking events). */
export type ShutdownHook = () => void | Promise<void>

export interface StartServerOptions {
  config: ServerConfig
  /** Structured logs (requests, start, stop). Default `createLogger({ level: config.logLevel })`. */
  logger?: Logger
  /** Route modules mounted after the service routes (`createServiceRoutes`). Default none. */
  routes?: readonly RouteModule[]
  /** Hooks run on shutdown, in order, after the last request was answered. Default none. */
  shutdownHooks?: readonly ShutdownHook[]
  /** An open store to serve (its owner closes it). Default: opened from `config.databaseUrl` and closed on shutdown. */
  store?: ContentStore
  /**
   * Own the process: close gracefully on SIGTERM and SIGINT, flush the logs, then call `exit`
   * (0, or 1 when closing failed); log uncaught exceptions at `fatal`. Default false.
   */
  handleSignals?: boolean
  /** Called after a signal-triggered shutdown. Default `process.exit`. */
  exit?: (code: number) => void
  /** Wait for requests in flight on shutdown, in ms. Default {@link SHUTDOWN_TIMEOUT_MS}. */
  shutdownTimeoutMs?: number
  /** Entries seeded when `config.demo` is set. Default the sample content. */
  demoContent?: readonly SeedEntry[]
  /** Prints the human start-up lines (URL, keys). Default: to stdout. */
  print?: (line: string) => void
  /** Clock (epoch ms). Default `Date.now`. */
  now?: () => number
}

/** A running content service. */
export interface RunningServer {
  /** `http://<host>:<port>` (127.0.0.1 when listening on every interface). */
  url: string
  port: number
  app: Hono<AppEnv>
  store: ContentStore
  /** The space served, with its keys. */
  space: EnsuredSpace
  /** Adds a hook run on shutdown, after the ones given as options. */
  addShutdownHook(hook: ShutdownHook): void
  /**
   * Graceful stop: refuses new connections, lets requests in flight finish (up to
   * `shutdownTimeoutMs`), writes out the buffered log lines, runs the shutdown hooks (a failing
   * hook is logged, the rest still run), then closes the store. Idempotent.
   */
  close(): Promise<void>
}

/** The URL clients can use: a wildcard host is reached through the loopback address. */
function publicUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '') return `http://127.0.0.1:${port}`
  if (host === '::') return `http://[::1]:${port}`
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Starts the content service: opens and migrates the store, makes sure there is a space with
 * keys (printing them when they were just created), seeds the demo content with
 * `config.demo`, and serves the app (the service routes (`createServiceRoutes`) plus `routes`) on
 * `config.host:config.port` (port 0 picks a free one).
 * @example
 * const server = await startServer({ config: loadConfig(process.env), handleSignals: true })
 * server.addShutdownHook(() => events.close())
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config, shutdownTimeoutMs = SHUTDOWN_TIMEOUT_MS, now = Date.now } = options
  const logger = options.logger ?? createLogger({ level: config.logLevel })
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`))
  const ownsStore = options.store === undefined
  const store =
    options.store ??
    (await openStore(config.databaseUrl, {
      now,
      synchronous: config.sqliteSynchronous,
      onError: (error) => logger.error('store error', { error: describe(error) }),
    }))
  const hooks: ShutdownHook[] = [...(options.shutdownHooks ?? [])]
  let listener: HttpListener | undefined
  let closing: Promise<void> | undefined

  const close = (): Promise<void> => {
    closing ??= (async () => {
      if (listener) {
        const { forced } = await listener.drain(shutdownTimeoutMs)
        if (forced)
          logger.warn('shutdown timed out: open connections were cut', { shutdownTimeoutMs })
      }
      // The access lines of the drained requests go out before the hooks run (logs are batched).
      await logger.flush()
      for (const hook of hooks) {
        try {
          await hook()
        } catch (error: unknown) {
          logger.error('shutdown hook failed', { error: describe(error) })
        }
      }
      if (ownsStore) await store.close()
      logger.info('tessera stopped')
    })()
    return closing
  }

  try {
    await store.migrate()
    const space = await ensureSpace({
      store,
      publicKey: config.publicKey,
      privateKey: config.privateKey,
    })
    if (config.demo) {
      const seeded = await seedSampleContent({
        store,
        spaceId: space.space.id,
        ...(options.demoContent ? { content: options.demoContent } : {}),
      })
      logger.info('demo content', { created: seeded.created, skipped: seeded.skipped })
    }
    const service = createServiceRoutes({ store, logger })
    // Runs after the caller's hooks: by then in-flight requests have drained.
    hooks.push(() => service.close())
    const previewSecret = config.previewSecret || (await store.sharedSecret({ name: 'preview' }))
    const app = createApp(
      {
        store,
        config: { ...config, previewSecret, formRecipients: demoFormRecipients(config) },
        logger,
        now,
      },
      { routes: [...service.routes, ...(options.routes ?? [])] },
    )
    listener = await listenHttp({ fetch: app.fetch, host: config.host, port: config.port })
    // Before announcing the URL, so a signal sent once it is known finds the handlers.
    if (options.handleSignals) handleSignals({ close, logger, exit: options.exit ?? process.exit })
    const url = publicUrl(config.host, listener.port)
    logger.info('tessera started', {
      url,
      host: config.host,
      port: listener.port,
      store: store.kind,
      spaceId: space.space.id,
    })
    // The human lines follow the JSON ones, which are written asynchronously.
    await logger.flush()
    for (const line of startupLines({ url, space })) print(line)
    const baseUrl = config.publicUrl ?? `http://localhost:${listener.port}`
    const adminLines = await ensureAdmin({
      store,
      spaceId: space.space.id,
      email: config.adminEmail,
      baseUrl,
      now: now(),
    })
    if (config.editorDir !== undefined) print(`Editor: ${baseUrl}/editor/`)
    for (const line of adminLines) print(line)
    return {
      url,
      port: listener.port,
      app,
      store,
      space,
      addShutdownHook: (hook) => void hooks.push(hook),
      close,
    }
  } catch (error: unknown) {
    if (ownsStore) await store.close().catch(() => {})
    throw error
  }
}
