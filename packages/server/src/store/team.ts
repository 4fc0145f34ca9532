import type { Selectable } from 'kysely'
import type { AuditLogTable } from './schema.ts'
import { transact } from './store-context.ts'
import { sequentialId } from './sequential-id.ts'
import type { StoreContext } from './store-context.ts'
import type { AuditRecord, TeamStore } from './team-types.ts'

/** Lines per page of the audit log when the caller names no limit. */
export const DEFAULT_AUDIT_LIMIT = 50

function toAudit(row: Selectable<AuditLogTable>): AuditRecord {
  return {
    id: row.id,
    spaceId: row.space_id,
    at: Number(row.at),
    actor: row.actor,
    action: row.action,
    target: row.target,
    details: JSON.parse(row.details) as Record<string, unknown>,
  }
}

/** The audit log, removing users and revoking keys (see `TeamStore`). */
export function teamOperations(ctx: StoreContext): TeamStore {
  const { db } = ctx
  return {
    async appendAudit(args) {
      const row: AuditLogTable = {
        id: sequentialId(),
        space_id: args.spaceId,
        at: ctx.now(),
        actor: args.actor,
        action: args.action,
        target: args.target,
        details: JSON.stringify(args.details ?? {}),
      }
      await db.insertInto('audit_log').values(row).execute()
      return toAudit(row)
    },

    async listAudit(args) {
      let query = db.selectFrom('audit_log').selectAll().where('space_id', '=', args.spaceId)
      if (args.action) {
        // A prefix match without LIKE wildcards from the caller.
        query = query
          .where('action', '>=', args.action)
          .where('action', '<', `${args.action}\uffff`)
      }
      if (args.actor) query = query.where('actor', '=', args.actor)
      if (args.from !== undefined) query = query.where('at', '>=', args.from)
      if (args.to !== undefined) query = query.where('at', '<', args.to)
      const rows = await query
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(args.limit ?? DEFAULT_AUDIT_LIMIT)
        .offset(args.offset ?? 0)
        .execute()
      return rows.map(toAudit)
    },

    async deleteUser({ id }) {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sessions').where('user_id', '=', id).execute()
        await trx.deleteFrom('sign_in_links').where('user_id', '=', id).execute()
        const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst()
        return Number(result.numDeletedRows) > 0
      })
    },

    async revokeApiKey({ spaceId, key }) {
      return transact(ctx, async (trx, emit) => {
        const result = await trx
          .deleteFrom('api_keys')
          .where('space_id', '=', spaceId)
          .where('key', '=', key)
          .executeTakeFirst()
        const deleted = Number(result.numDeletedRows) > 0
        if (deleted) await emit({ spaceId })
        return deleted
      })
    },
  }
}
