/**
 * The accounts part of the storage contract: editor users, their sessions and one-time sign-in
 * links. Secrets are stored hashed (passwords with scrypt, session ids and link tokens with
 * SHA-256), so the tables alone open nothing.
 * @module
 */

import { ROLES } from '@tessera/core/permissions'
import type { Role } from '@tessera/core/permissions'

/**
 * What a user may do: admin, developer, designer, editor or viewer; the capabilities of each
 * are defined once in `@tessera/core/permissions`.
 */
export type UserRole = Role

export const USER_ROLES: readonly UserRole[] = ROLES

export interface UserRecord {
  id: string
  spaceId: string
  email: string
  name: string
  role: UserRole
  /** Null until the user chose a password (signed in by a link only). */
  passwordHash: string | null
  createdAt: number
}

export interface SessionRecord {
  idHash: string
  userId: string
  csrfToken: string
  createdAt: number
  lastSeenAt: number
  expiresAt: number
}

export interface CreateUserArgs {
  spaceId: string
  email: string
  name?: string
  role: UserRole
  passwordHash?: string | null
}

export interface UpdateUserArgs {
  id: string
  name?: string
  role?: UserRole
  passwordHash?: string | null
}

/** The account operations of a `ContentStore`. */
export interface AccountStore {
  /** ConflictError when the email (compared lower-case) is taken. */
  createUser(args: CreateUserArgs): Promise<UserRecord>
  updateUser(args: UpdateUserArgs): Promise<UserRecord>
  getUser(args: { id: string }): Promise<UserRecord | undefined>
  findUserByEmail(args: { email: string }): Promise<UserRecord | undefined>
  listUsers(args: { spaceId: string }): Promise<UserRecord[]>
  countUsers(): Promise<number>

  createSession(args: SessionRecord): Promise<void>
  /** The session and its user, when the session exists (expired or not: the caller checks). */
  getSession(args: {
    idHash: string
  }): Promise<{ session: SessionRecord; user: UserRecord } | undefined>
  touchSession(args: { idHash: string; lastSeenAt: number }): Promise<void>
  deleteSession(args: { idHash: string }): Promise<void>
  /** Ends every session of a user (a new password, a changed role). */
  deleteUserSessions(args: { userId: string }): Promise<void>

  createSignInLink(args: { tokenHash: string; userId: string; expiresAt: number }): Promise<void>
  /**
   * Uses a link once: its user when it exists, has not been used and has not expired at `now`
   * (then it is marked used); undefined otherwise. Two concurrent uses: one wins.
   */
  useSignInLink(args: { tokenHash: string; now: number }): Promise<UserRecord | undefined>
}
