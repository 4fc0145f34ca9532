import { ValidationError } from '@tessera/core'
import { NotFoundError } from './errors.ts'
import type { ModelsTable } from './schema.ts'
import { parseStoredJson, transact } from './store-context.ts'
import type { StoreContext } from './store-context.ts'
import type { ContentStore, ModelField, ModelKind, ModelRecord } from './types.ts'

const MODEL_KINDS: readonly ModelKind[] = ['page', 'symbol', 'section', 'data']

function toModel(row: ModelsTable): ModelRecord {
  return {
    spaceId: row.space_id,
    name: row.name,
    kind: row.kind as ModelKind,
    fields: parseStoredJson<ModelField[]>(row.fields, `fields of model ${row.name}`),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** Models of a space: upserted by name; `fields` are kept when an upsert leaves them out. */
export function modelOperations(
  ctx: StoreContext,
): Pick<ContentStore, 'upsertModel' | 'getModel' | 'listModels'> {
  const { db } = ctx
  return {
    async upsertModel(args) {
      if (!MODEL_KINDS.includes(args.kind)) {
        throw new ValidationError(
          `Unknown model kind "${String(args.kind)}": use page, symbol, section or data`,
        )
      }
      if (args.name === '') throw new ValidationError('A model name must not be empty')
      const now = ctx.now()
      return transact(ctx, async (trx, emit) => {
        const space = await trx
          .selectFrom('spaces')
          .select('id')
          .where('id', '=', args.spaceId)
          .executeTakeFirst()
        if (!space) throw new NotFoundError(`Space ${args.spaceId} not found`)
        const fields = args.fields === undefined ? undefined : JSON.stringify(args.fields)
        await trx
          .insertInto('models')
          .values({
            space_id: args.spaceId,
            name: args.name,
            kind: args.kind,
            fields: fields ?? '[]',
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) =>
            oc
              .columns(['space_id', 'name'])
              .doUpdateSet(
                fields === undefined
                  ? { kind: args.kind, updated_at: now }
                  : { kind: args.kind, fields, updated_at: now },
              ),
          )
          .execute()
        const row = await trx
          .selectFrom('models')
          .selectAll()
          .where('space_id', '=', args.spaceId)
          .where('name', '=', args.name)
          .executeTakeFirstOrThrow()
        await emit({ spaceId: args.spaceId, model: args.name })
        return toModel(row)
      })
    },

    async getModel(args) {
      const row = await db
        .selectFrom('models')
        .selectAll()
        .where('space_id', '=', args.spaceId)
        .where('name', '=', args.name)
        .executeTakeFirst()
      return row && toModel(row)
    },

    async listModels(args) {
      const rows = await db
        .selectFrom('models')
        .selectAll()
        .where('space_id', '=', args.spaceId)
        .orderBy('name')
        .execute()
      return rows.map(toModel)
    },
  }
}
