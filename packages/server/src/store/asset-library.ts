import { sql } from 'kysely'
import { ValidationError } from '@tessera/core'
import { toAsset } from './assets.ts'
import { NotFoundError } from './errors.ts'
import { containsText } from './like-pattern.ts'
import type { LibraryStore } from './library-types.ts'
import { NO_LIMIT, checkPage } from './store-context.ts'
import type { StoreContext } from './store-context.ts'

const RECORD_COLUMNS = [
  'id',
  'space_id',
  'filename',
  'content_type',
  'size',
  'width',
  'height',
  'created_at',
  'library',
  'focal_x',
  'focal_y',
] as const

function checkFocalCoordinate(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new ValidationError(`The focal point's ${name} must be between 0 and 1, got ${value}`)
  }
}

/** The asset library: listing and searching library assets, focal points, usage, deletion. */
export function assetLibraryOperations(
  ctx: StoreContext,
): Pick<
  LibraryStore,
  'listAssets' | 'getAssetRecord' | 'setAssetFocalPoint' | 'deleteAsset' | 'findAssetUsage'
> {
  const { db } = ctx
  const getAssetRecord: LibraryStore['getAssetRecord'] = async (args) => {
    const row = await db
      .selectFrom('assets')
      .select(RECORD_COLUMNS)
      .where('space_id', '=', args.spaceId)
      .where('id', '=', args.id)
      .where('library', '=', 1)
      .executeTakeFirst()
    return row && toAsset(row)
  }
  return {
    getAssetRecord,

    async listAssets(args) {
      checkPage(args.limit, args.offset)
      let query = db
        .selectFrom('assets')
        .select(RECORD_COLUMNS)
        .where('space_id', '=', args.spaceId)
        .where('library', '=', 1)
      if (args.search !== undefined && args.search !== '') {
        const search = args.search
        query = query.where((eb) => containsText(eb.ref('filename'), search))
      }
      if (args.kind === 'image' || args.kind === 'video') {
        query = query.where('content_type', 'like', `${args.kind}/%`)
      } else if (args.kind === 'file') {
        query = query
          .where('content_type', 'not like', 'image/%')
          .where('content_type', 'not like', 'video/%')
      }
      query = query.orderBy('created_at', 'desc').orderBy('id', 'desc')
      if (args.limit !== undefined || args.offset !== undefined) {
        query = query.limit(args.limit ?? NO_LIMIT).offset(args.offset ?? 0)
      }
      return (await query.execute()).map(toAsset)
    },

    async setAssetFocalPoint(args) {
      if (args.focalPoint) {
        checkFocalCoordinate('x', args.focalPoint.x)
        checkFocalCoordinate('y', args.focalPoint.y)
      }
      const result = await db
        .updateTable('assets')
        .set({ focal_x: args.focalPoint?.x ?? null, focal_y: args.focalPoint?.y ?? null })
        .where('space_id', '=', args.spaceId)
        .where('id', '=', args.id)
        .where('library', '=', 1)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === 0) {
        throw new NotFoundError(`Asset ${args.id} not found`)
      }
      const asset = await getAssetRecord(args)
      if (!asset) throw new NotFoundError(`Asset ${args.id} not found`)
      return asset
    },

    async deleteAsset(args) {
      return db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('assets')
          .select('id')
          .where('space_id', '=', args.spaceId)
          .where('id', '=', args.id)
          .executeTakeFirst()
        if (!found) return false
        await trx.deleteFrom('image_variants').where('asset_id', '=', args.id).execute()
        await trx.deleteFrom('assets').where('id', '=', args.id).execute()
        return true
      })
    },

    async findAssetUsage(args) {
      if (args.id === '') return []
      const rows = await db
        .selectFrom('entries')
        .select(['id', 'model', 'name'])
        .select((eb) =>
          eb
            .case()
            .when(sql<boolean>`published is not null and ${containsText(sql`published`, args.id)}`)
            .then(1)
            .else(0)
            .end()
            .as('in_published'),
        )
        .where('space_id', '=', args.spaceId)
        .where((eb) =>
          eb.or([
            containsText(eb.ref('latest'), args.id),
            containsText(eb.ref('published'), args.id),
          ]),
        )
        .orderBy('model')
        .orderBy('name')
        .orderBy('id')
        .execute()
      return rows.map((row) => ({
        id: row.id,
        model: row.model,
        name: row.name,
        published: Number(row.in_published) === 1,
      }))
    },
  }
}
