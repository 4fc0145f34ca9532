import { sql } from 'kysely'
import pg from 'pg'
import { createBroadcastSet, createListenerSet } from '../change-notifier.ts'
import type { ChangeNotifier } from '../change-notifier.ts'
import type { StoreChange } from '../types.ts'
import { createBackoff } from './backoff.ts'

/** The NOTIFY channel of content changes. */
export const CHANGE_CHANNEL = 'tessera_changes'

/** The NOTIFY channel of broadcasts between instances (editor presence). */
export const BROADCAST_CHANNEL = 'tessera_broadcast'

/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_BROADCAST_BYTES = 7900

/** Default first wait before reopening a broken LISTEN connection, in ms (doubling to 10 s). */
export const DEFAULT_RECONNECT_DELAY_MS = 100

/** Default interval of the liveness check of the LISTEN connection, in ms. */
export const DEFAULT_PING_INTERVAL_MS = 5000

/** Default interval of the safety-net resync (everything cached is dropped), in ms. */
export const DEFAULT_RESYNC_INTERVAL_MS = 60_000

export interface CreatePgNotifierOptions {
  /** Connection settings of the dedicated LISTEN client. */
  clientConfig: pg.ClientConfig
  /**
   * Which stores hear each other: notifications carry it and others are ignored. The channel
   * is database-wide, so stores on different schemas of one database use the schema here.
   */
  scope: string
  /** Receives connection errors and errors thrown by listeners. */
  onError: (error: unknown) => void
  /** Default {@link DEFAULT_RECONNECT_DELAY_MS}. */
  reconnectDelayMs?: number
  /**
   * A `select 1` runs on the LISTEN connection this often; no answer within the same time
   * means the connection is dead (a cut that sent no reset), and it is reopened. Default
   * {@link DEFAULT_PING_INTERVAL_MS}.
   */
  pingIntervalMs?: number
  /** Default {@link DEFAULT_RESYNC_INTERVAL_MS}; 0 turns the safety net off. */
  resyncIntervalMs?: number
}

interface ChangePayload extends StoreChange {
  scope: string
}

function parsePayload(text: string | undefined): ChangePayload | undefined {
  if (text === undefined) return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const { scope, spaceId, model, entryId } = value as Record<string, unknown>
  if (typeof scope !== 'string' || typeof spaceId !== 'string') return undefined
  const change: ChangePayload = { scope, spaceId }
  if (typeof model === 'string') change.model = model
  if (typeof entryId === 'string') change.entryId = entryId
  return change
}

/**
 * Change delivery over PostgreSQL LISTEN/NOTIFY. Writes NOTIFY inside their transaction (so
 * nothing is sent for a rollback); one dedicated connection LISTENs and hands every change of
 * the scope, this store's own included, to the listeners, shortly after the commit.
 *
 * PostgreSQL delivers every notification committed while a connection listens, and none sent
 * while it does not. So when the LISTEN connection breaks (an error, the server ending it, or a
 * silent cut found by the ping), it is reopened with backoff, and listeners hear
 * `{ missed: true }` as soon as it listens again: whatever changed meanwhile is dropped from
 * caches. Listeners also hear `{ missed: true }` every `resyncIntervalMs`, as a safety net.
 */
export async function createPgNotifier(options: CreatePgNotifierOptions): Promise<ChangeNotifier> {
  const { clientConfig, scope, onError } = options
  const pingIntervalMs = options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS
  const resyncIntervalMs = options.resyncIntervalMs ?? DEFAULT_RESYNC_INTERVAL_MS
  const backoff = createBackoff({ firstMs: options.reconnectDelayMs ?? DEFAULT_RECONNECT_DELAY_MS })
  const listeners = createListenerSet(onError)
  const broadcasts = createBroadcastSet(onError)
  let client: pg.Client | undefined
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  let isClosed = false

  const onNotification = (message: pg.Notification) => {
    if (message.channel === BROADCAST_CHANNEL) return onBroadcast(message.payload)
    if (message.channel !== CHANGE_CHANNEL) return
    const payload = parsePayload(message.payload)
    if (!payload || payload.scope !== scope) return
    const { scope: _scope, ...change } = payload
    listeners.deliver(change)
  }

  const onBroadcast = (text: string | undefined) => {
    try {
      const value = JSON.parse(text ?? '') as { scope?: unknown; message?: unknown }
      if (value.scope === scope) broadcasts.deliver(value.message)
    } catch {
      // Not ours: ignored.
    }
  }

  const drop = (broken: pg.Client) => {
    if (client !== broken) return
    client = undefined
    broken.end().catch(() => {})
    reconnectLater()
  }

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ ...clientConfig, keepAlive: true })
    next.on('notification', onNotification)
    next.on('error', (error) => {
      onError(error)
      drop(next)
    })
    next.on('end', () => drop(next))
    try {
      await next.connect()
      await next.query(`LISTEN ${CHANGE_CHANNEL}`)
      await next.query(`LISTEN ${BROADCAST_CHANNEL}`)
    } catch (error) {
      await next.end().catch(() => {})
      throw error
    }
    return next
  }

  function reconnectLater(): void {
    if (isClosed || reconnectTimer !== undefined) return
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined
      connect().then(
        (next) => {
          if (isClosed) {
            void next.end().catch(() => {})
            return
          }
          client = next
          backoff.reset()
          // Listening again: what was committed while not listening was never heard.
          listeners.deliver({ missed: true })
        },
        (error: unknown) => {
          onError(error)
          reconnectLater()
        },
      )
    }, backoff.next())
    reconnectTimer.unref()
  }

  const ping = () => {
    const current = client
    if (!current) return
    let answered = false
    const deadline = setTimeout(() => {
      if (!answered) {
        onError(new Error(`The LISTEN connection did not answer a ping in ${pingIntervalMs} ms`))
        drop(current)
      }
    }, pingIntervalMs)
    deadline.unref()
    current.query('select 1').then(
      () => {
        answered = true
        clearTimeout(deadline)
      },
      () => {
        answered = true
        clearTimeout(deadline)
        drop(current)
      },
    )
  }

  client = await connect()
  const pingTimer = setInterval(ping, pingIntervalMs)
  pingTimer.unref()
  const resyncTimer =
    resyncIntervalMs > 0
      ? setInterval(() => listeners.deliver({ missed: true }), resyncIntervalMs)
      : undefined
  resyncTimer?.unref()

  return {
    async record(trx, change) {
      const payload: ChangePayload = { scope, ...change }
      await sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify(payload)})`.execute(trx)
    },
    committed() {},
    subscribe: (listener) => listeners.add(listener),
    // Sent on the LISTEN connection; while it reconnects, a broadcast is lost (heartbeats repeat).
    async broadcast(message) {
      const payload = JSON.stringify({ scope, message })
      if (Buffer.byteLength(payload) > MAX_BROADCAST_BYTES) {
        throw new Error(`A broadcast of ${Buffer.byteLength(payload)} bytes is too long`)
      }
      await client
        ?.query('select pg_notify($1, $2)', [BROADCAST_CHANNEL, payload])
        .catch((error) => {
          if (!isClosed) throw error
        })
    },
    onBroadcast: (listener) => broadcasts.add(listener),
    async close() {
      isClosed = true
      if (reconnectTimer !== undefined) clearTimeout(reconnectTimer)
      clearInterval(pingTimer)
      if (resyncTimer !== undefined) clearInterval(resyncTimer)
      const last = client
      client = undefined
      listeners.clear()
      broadcasts.clear()
      await last?.end()
    },
  }
}
