import { SESSION_COOKIE_MINUTES, SESSION_ID_COOKIE } from '@tessera/core'
import type { CookieJar } from '../cookies.ts'

/** Ids we accept back from a cookie; anything else is replaced by a fresh id. */
const ID_PATTERN = /^[0-9A-Za-z_-]{1,128}$/
const SESSION_MS = SESSION_COOKIE_MINUTES * 60 * 1000

export interface SessionIdOptions {
  /** Where the `builderSessionId` cookie lives. Default: none (the id is kept in memory). */
  cookieJar?: CookieJar | undefined
  /** Makes a new id. */
  createId: () => string
  /** Clock in epoch ms, for the in-memory expiry. Default: `Date.now`. */
  now?: () => number
}

/** The visit's session id, backed by the `builderSessionId` cookie. */
export interface SessionId {
  /** The current id; creates it (and sets the cookie) when there is none. */
  get(): string
  /** Re-sets the cookie so that it lives another {@link SESSION_COOKIE_MINUTES} minutes. */
  renew(): void
}

/**
 * The session id of the visit: read from the `builderSessionId` cookie, created when missing,
 * and renewed with a fresh 30-minute expiry on activity. When cookies cannot be read or written
 * the id lives in memory with the same 30-minute idle expiry. Never throws.
 */
export function createSessionId(options: SessionIdOptions): SessionId {
  const { cookieJar, createId } = options
  const now = options.now ?? (() => Date.now())
  let memory: { id: string; touchedAt: number } | undefined

  const readCookie = (): string | undefined => {
    try {
      const value = cookieJar?.get(SESSION_ID_COOKIE)
      return value !== undefined && ID_PATTERN.test(value) ? value : undefined
    } catch {
      return undefined
    }
  }

  const writeCookie = (id: string): void => {
    try {
      cookieJar?.set(SESSION_ID_COOKIE, id, { maxAgeSeconds: SESSION_COOKIE_MINUTES * 60 })
    } catch {
      // Cookies disabled or a sandboxed document: the in-memory id carries on.
    }
  }

  const get = (): string => {
    const fromCookie = readCookie()
    if (fromCookie !== undefined) {
      memory = { id: fromCookie, touchedAt: now() }
      return fromCookie
    }
    if (memory && now() - memory.touchedAt < SESSION_MS) {
      memory.touchedAt = now()
      return memory.id
    }
    const id = createId()
    memory = { id, touchedAt: now() }
    writeCookie(id)
    return id
  }

  return {
    get,
    renew: () => writeCookie(get()),
  }
}
