import { ValidationError } from '@tessera/core'
import { NotFoundError } from './errors.ts'
import type { AssetsTable } from './schema.ts'
import { sequentialId } from './sequential-id.ts'
import { toBuffer, toBytes } from './store-context.ts'
import type { StoreContext } from './store-context.ts'
import type { AssetRecord, ContentStore } from './types.ts'

/** The record of an asset row (its bytes aside). */
export function toAsset(row: Omit<AssetsTable, 'bytes'>): AssetRecord {
  return {
    id: row.id,
    spaceId: row.space_id,
    filename: row.filename,
    contentType: row.content_type,
    size: row.size,
    width: row.width,
    height: row.height,
    createdAt: row.created_at,
    library: Number(row.library) === 1,
    focalPoint:
      row.focal_x === null || row.focal_y === null
        ? null
        : { x: Number(row.focal_x), y: Number(row.focal_y) },
  }
}

/** Uploaded files and the resized image variants made from them, bytes in the database. */
export function assetOperations(
  ctx: StoreContext,
): Pick<ContentStore, 'putAsset' | 'getAsset' | 'getImageVariant' | 'putImageVariant'> {
  const { db } = ctx
  return {
    async putAsset(args) {
      const row: AssetsTable = {
        id: args.id ?? sequentialId(),
        space_id: args.spaceId,
        filename: args.filename,
        content_type: args.contentType,
        size: args.bytes.byteLength,
        width: args.width ?? null,
        height: args.height ?? null,
        bytes: toBuffer(args.bytes),
        created_at: ctx.now(),
        library: args.library === true ? 1 : 0,
        focal_x: null,
        focal_y: null,
      }
      await db.insertInto('assets').values(row).execute()
      return toAsset(row)
    },

    async getAsset(args) {
      let query = db.selectFrom('assets').selectAll().where('id', '=', args.id)
      if (args.spaceId !== undefined) query = query.where('space_id', '=', args.spaceId)
      const row = await query.executeTakeFirst()
      return row && { asset: toAsset(row), bytes: toBytes(row.bytes) }
    },

    async getImageVariant(args) {
      const row = await db
        .selectFrom('image_variants')
        .select('bytes')
        .where('asset_id', '=', args.assetId)
        .where('width', '=', args.width)
        .where('format', '=', args.format)
        .executeTakeFirst()
      return row && toBytes(row.bytes)
    },

    async putImageVariant(args) {
      if (!Number.isInteger(args.width) || args.width <= 0) {
        throw new ValidationError(`An image width must be a positive integer, got ${args.width}`)
      }
      const bytes = toBuffer(args.bytes)
      await db.transaction().execute(async (trx) => {
        const asset = await trx
          .selectFrom('assets')
          .select('id')
          .where('id', '=', args.assetId)
          .executeTakeFirst()
        if (!asset) throw new NotFoundError(`Asset ${args.assetId} not found`)
        await trx
          .insertInto('image_variants')
          .values({
            asset_id: args.assetId,
            width: args.width,
            format: args.format,
            bytes,
            created_at: ctx.now(),
          })
          .onConflict((oc) => oc.columns(['asset_id', 'width', 'format']).doUpdateSet({ bytes }))
          .execute()
      })
    },
  }
}
