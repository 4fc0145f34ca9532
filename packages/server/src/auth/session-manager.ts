import type { SessionRecord, UserRecord } from '../store/account-types.ts'
import type { ContentStore } from '../store/types.ts'
import { hashToken, randomToken } from './secret-token.ts'

/** A session ends this long after the last request (ms): 12 hours. */
export const SESSION_IDLE_MS = 12 * 3600_000
/** A session ends this long after sign-in whatever happens (ms): 7 days. */
export const SESSION_MAX_MS = 7 * 24 * 3600_000
/** `lastSeenAt` is written at most this often (ms), not on every request. */
const TOUCH_EVERY_MS = 60_000

/** A session just started: the cookie value is shown once, only its hash is stored. */
export interface StartedSession {
  cookieValue: string
  csrfToken: string
  expiresAt: number
}

/** A live session and its user. */
export interface ResolvedSession {
  user: UserRecord
  session: SessionRecord
}

/** Starts, resolves and ends editor sessions (see {@link createSessionManager}). */
export interface SessionManager {
  start(user: UserRecord): Promise<StartedSession>
  /** The live session of a cookie value; an expired one is deleted and undefined returned. */
  resolve(cookieValue: string): Promise<ResolvedSession | undefined>
  end(cookieValue: string): Promise<void>
}

/**
 * Sessions kept in the store by the SHA-256 of their id, each with its own CSRF token. One
 * ends after {@link SESSION_IDLE_MS} without a request or {@link SESSION_MAX_MS} after it began.
 */
export function createSessionManager(store: ContentStore, now: () => number): SessionManager {
  return {
    async start(user) {
      const cookieValue = randomToken()
      const csrfToken = randomToken()
      const at = now()
      const expiresAt = at + SESSION_MAX_MS
      await store.createSession({
        idHash: hashToken(cookieValue),
        userId: user.id,
        csrfToken,
        createdAt: at,
        lastSeenAt: at,
        expiresAt,
      })
      return { cookieValue, csrfToken, expiresAt }
    },

    async resolve(cookieValue) {
      const idHash = hashToken(cookieValue)
      const found = await store.getSession({ idHash })
      if (!found) return undefined
      const at = now()
      const { session } = found
      if (at >= session.expiresAt || at - session.lastSeenAt >= SESSION_IDLE_MS) {
        await store.deleteSession({ idHash })
        return undefined
      }
      if (at - session.lastSeenAt >= TOUCH_EVERY_MS) {
        await store.touchSession({ idHash, lastSeenAt: at })
        return { ...found, session: { ...session, lastSeenAt: at } }
      }
      return found
    },

    async end(cookieValue) {
      await store.deleteSession({ idHash: hashToken(cookieValue) })
    },
  }
}
