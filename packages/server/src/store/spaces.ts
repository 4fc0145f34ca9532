import { ValidationError } from '@tessera/core'
import { ConflictError, NotFoundError } from './errors.ts'
import type { ApiKeysTable, SpacesTable } from './schema.ts'
import { isUniqueViolation, randomId } from './store-context.ts'
import type { StoreContext } from './store-context.ts'
import type {
  ApiKeyKind,
  ApiKeyRecord,
  CreateApiKeyArgs,
  ContentStore,
  CreateSpaceArgs,
  FindApiKeyArgs,
  ListApiKeysArgs,
  Space,
} from './types.ts'

const API_KEY_KINDS: readonly ApiKeyKind[] = ['public', 'private']

function toSpace(row: SpacesTable): Space {
  return { id: row.id, name: row.name, createdAt: row.created_at }
}

function toApiKey(row: ApiKeysTable): ApiKeyRecord {
  return {
    key: row.key,
    spaceId: row.space_id,
    kind: row.kind as ApiKeyKind,
    name: row.name,
    createdAt: row.created_at,
  }
}

/** Spaces and their API keys. */
export function spaceOperations(
  ctx: StoreContext,
): Pick<
  ContentStore,
  'createSpace' | 'listSpaces' | 'createApiKey' | 'findApiKey' | 'listApiKeys'
> {
  const { db } = ctx
  return {
    async createSpace(args: CreateSpaceArgs): Promise<Space> {
      const row: SpacesTable = { id: args.id ?? randomId(), name: args.name, created_at: ctx.now() }
      if (row.id === '') throw new ValidationError('A space id must not be empty')
      try {
        await db.insertInto('spaces').values(row).execute()
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new ConflictError(`Space ${row.id} already exists`)
        }
        throw error
      }
      return toSpace(row)
    },

    async listSpaces(): Promise<Space[]> {
      const rows = await db
        .selectFrom('spaces')
        .selectAll()
        .orderBy('created_at')
        .orderBy('id')
        .execute()
      return rows.map(toSpace)
    },

    async createApiKey(args: CreateApiKeyArgs): Promise<ApiKeyRecord> {
      if (!API_KEY_KINDS.includes(args.kind)) {
        throw new ValidationError(
          `Unknown API key kind "${String(args.kind)}": use public or private`,
        )
      }
      const row: ApiKeysTable = {
        key: args.key ?? randomId(),
        space_id: args.spaceId,
        kind: args.kind,
        name: args.name ?? `${args.kind === 'public' ? 'Public' : 'Private'} key`,
        created_at: ctx.now(),
      }
      if (row.key === '') throw new ValidationError('An API key must not be empty')
      await db.transaction().execute(async (trx) => {
        const space = await trx
          .selectFrom('spaces')
          .select('id')
          .where('id', '=', args.spaceId)
          .executeTakeFirst()
        if (!space) throw new NotFoundError(`Space ${args.spaceId} not found`)
        try {
          await trx.insertInto('api_keys').values(row).execute()
        } catch (error) {
          // The key itself is a secret: the message does not repeat it.
          if (isUniqueViolation(error)) throw new ConflictError('This API key already exists')
          throw error
        }
      })
      return toApiKey(row)
    },

    async findApiKey(args: FindApiKeyArgs): Promise<ApiKeyRecord | undefined> {
      const row = await db
        .selectFrom('api_keys')
        .selectAll()
        .where('key', '=', args.key)
        .executeTakeFirst()
      return row && toApiKey(row)
    },

    async listApiKeys(args: ListApiKeysArgs): Promise<ApiKeyRecord[]> {
      const rows = await db
        .selectFrom('api_keys')
        .selectAll()
        .where('space_id', '=', args.spaceId)
        .orderBy('created_at')
        .orderBy('key')
        .execute()
      return rows.map(toApiKey)
    },
  }
}
