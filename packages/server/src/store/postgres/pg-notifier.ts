import { sql } from 'kysely'
import pg from 'pg'
import { createListenerSet } from '../change-notifier.ts'
import type { ChangeNotifier } from '../change-notifier.ts'
import type { StoreChange } from '../types.ts'

/** The NOTIFY channel of content changes. */
export const CHANGE_CHANNEL = 'tessera_changes'

/** Default wait before the LISTEN connection is opened again after it broke, in ms. */
export const DEFAULT_RECONNECT_DELAY_MS = 1000

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
 * the scope, this store's own included, to the listeners. Delivery relies only on NOTIFY, so a
 * store never hears its own change twice; it is asynchronous, shortly after the commit. The
 * connection is reopened after it breaks; changes made meanwhile are not heard.
 */
export async function createPgNotifier(options: CreatePgNotifierOptions): Promise<ChangeNotifier> {
  const { clientConfig, scope, onError, reconnectDelayMs = DEFAULT_RECONNECT_DELAY_MS } = options
  const listeners = createListenerSet(onError)
  let client: pg.Client | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let isClosed = false

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANGE_CHANNEL) return
    const payload = parsePayload(message.payload)
    if (!payload || payload.scope !== scope) return
    const { scope: _scope, ...change } = payload
    listeners.deliver(change)
  }

  const drop = (broken: pg.Client) => {
    if (client !== broken) return
    client = undefined
    broken.end().catch(() => {})
    reconnectLater()
  }

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client(clientConfig)
    next.on('notification', onNotification)
    next.on('error', (error) => {
      onError(error)
      drop(next)
    })
    next.on('end', () => drop(next))
    try {
      await next.connect()
      await next.query(`LISTEN ${CHANGE_CHANNEL}`)
    } catch (error) {
      await next.end().catch(() => {})
      throw error
    }
    return next
  }

  function reconnectLater(): void {
    if (isClosed || timer !== undefined) return
    timer = setTimeout(() => {
      timer = undefined
      connect().then(
        (next) => {
          if (isClosed) void next.end().catch(() => {})
          else client = next
        },
        (error: unknown) => {
          onError(error)
          reconnectLater()
        },
      )
    }, reconnectDelayMs)
    timer.unref()
  }

  client = await connect()

  return {
    async record(trx, change) {
      const payload: ChangePayload = { scope, ...change }
      await sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify(payload)})`.execute(trx)
    },
    committed() {},
    subscribe: (listener) => listeners.add(listener),
    async close() {
      isClosed = true
      if (timer !== undefined) clearTimeout(timer)
      const last = client
      client = undefined
      listeners.clear()
      await last?.end()
    },
  }
}
