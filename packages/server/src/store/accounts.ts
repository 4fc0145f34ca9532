import { ValidationError } from '@tessera/core'
import type { Selectable } from 'kysely'
import type { AccountStore, SessionRecord, UserRecord, UserRole } from './account-types.ts'
import { USER_ROLES } from './account-types.ts'
import { ConflictError, NotFoundError } from './errors.ts'
import type { SessionsTable, UsersTable } from './schema.ts'
import { isUniqueViolation, randomId } from './store-context.ts'
import type { StoreContext } from './store-context.ts'

function toUser(row: Selectable<UsersTable>): UserRecord {
  return {
    id: row.id,
    spaceId: row.space_id,
    email: row.email,
    name: row.name,
    role: row.role as UserRole,
    passwordHash: row.password_hash,
    createdAt: Number(row.created_at),
  }
}

function toSession(row: Selectable<SessionsTable>): SessionRecord {
  return {
    idHash: row.id_hash,
    userId: row.user_id,
    csrfToken: row.csrf_token,
    createdAt: Number(row.created_at),
    lastSeenAt: Number(row.last_seen_at),
    expiresAt: Number(row.expires_at),
  }
}

function checkRole(role: string): void {
  if (!(USER_ROLES as readonly string[]).includes(role)) {
    throw new ValidationError(`Unknown role "${role}": use ${USER_ROLES.join(', ')}`)
  }
}

/** Users, sessions and sign-in links (see `AccountStore`). */
export function accountOperations(ctx: StoreContext): AccountStore {
  const { db } = ctx
  const getUser = async (id: string) => {
    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
    return row && toUser(row)
  }
  return {
    async createUser(args) {
      checkRole(args.role)
      const email = args.email.trim().toLowerCase()
      if (!/^[^\s@]+@[^\s@]+$/.test(email))
        throw new ValidationError(`Invalid email "${args.email}"`)
      const row: UsersTable = {
        id: randomId(),
        space_id: args.spaceId,
        email,
        name: args.name?.trim() || email.split('@')[0] || email,
        role: args.role,
        password_hash: args.passwordHash ?? null,
        created_at: ctx.now(),
      }
      try {
        await db.insertInto('users').values(row).execute()
      } catch (error) {
        if (isUniqueViolation(error))
          throw new ConflictError(`A user with the email ${email} exists`)
        throw error
      }
      return toUser(row)
    },

    async updateUser(args) {
      if (args.role !== undefined) checkRole(args.role)
      const changes: Partial<UsersTable> = {}
      if (args.name !== undefined) changes.name = args.name
      if (args.role !== undefined) changes.role = args.role
      if (args.passwordHash !== undefined) changes.password_hash = args.passwordHash
      if (Object.keys(changes).length > 0) {
        await db.updateTable('users').set(changes).where('id', '=', args.id).execute()
      }
      const user = await getUser(args.id)
      if (!user) throw new NotFoundError(`No user ${args.id}`)
      return user
    },

    getUser: ({ id }) => getUser(id),

    async findUserByEmail({ email }) {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst()
      return row && toUser(row)
    },

    async listUsers({ spaceId }) {
      const rows = await db
        .selectFrom('users')
        .selectAll()
        .where('space_id', '=', spaceId)
        .orderBy('email')
        .execute()
      return rows.map(toUser)
    },

    async countUsers() {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirst()
      return Number(row?.count ?? 0)
    },

    async createSession(session) {
      await db
        .insertInto('sessions')
        .values({
          id_hash: session.idHash,
          user_id: session.userId,
          csrf_token: session.csrfToken,
          created_at: session.createdAt,
          last_seen_at: session.lastSeenAt,
          expires_at: session.expiresAt,
        })
        .execute()
    },

    async getSession({ idHash }) {
      const row = await db
        .selectFrom('sessions')
        .selectAll()
        .where('id_hash', '=', idHash)
        .executeTakeFirst()
      if (!row) return undefined
      const user = await getUser(row.user_id)
      return user && { session: toSession(row), user }
    },

    async touchSession({ idHash, lastSeenAt }) {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: lastSeenAt })
        .where('id_hash', '=', idHash)
        .execute()
    },

    async deleteSession({ idHash }) {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute()
    },

    async deleteUserSessions({ userId }) {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute()
    },

    async createSignInLink({ tokenHash, userId, expiresAt }) {
      await db
        .insertInto('sign_in_links')
        .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, used_at: null })
        .execute()
    },

    async useSignInLink({ tokenHash, now }) {
      // One conditional update: of two concurrent uses, only one changes the row.
      const result = await db
        .updateTable('sign_in_links')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst()
      if (result.numUpdatedRows !== 1n) return undefined
      const link = await db
        .selectFrom('sign_in_links')
        .select('user_id')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirstOrThrow()
      return getUser(link.user_id)
    },
  }
}
