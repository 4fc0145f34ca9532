import type { Entry } from '@tessera/core'
import { ValidationError } from '@tessera/core'
import { stampBody, unpublishedStatus } from './entry-body.ts'
import type { BodyStamp } from './entry-body.ts'
import { checkBody, loadForWrite, rewrite, writePaths } from './entry-rewrite.ts'
import { ConflictError, NotFoundError } from './errors.ts'
import { isUniqueViolation, randomId, transact } from './store-context.ts'
import type { StoreContext } from './store-context.ts'
import type { ContentStore, EntryRecord, PublishEntryArgs } from './types.ts'

/** `body` stamped as the next revision of `current`. */
function nextBody(
  current: EntryRecord,
  body: Entry,
  stamp: Pick<BodyStamp, 'status' | 'updatedAt' | 'firstPublishedAt'>,
): Entry {
  return stampBody(body, {
    ...stamp,
    id: current.id,
    revision: current.revision + 1,
    createdAt: current.createdAt,
  })
}

/** The current body, signed by whoever (un)publishes it when the caller says who. */
function signedLatest(current: EntryRecord, updatedBy: PublishEntryArgs['updatedBy']): Entry {
  return updatedBy === undefined ? current.latest : { ...current.latest, lastUpdatedBy: updatedBy }
}

/** Creating, changing, publishing and deleting entries; each one transaction. */
export function entryWrites(
  ctx: StoreContext,
): Pick<
  ContentStore,
  'createEntry' | 'updateEntry' | 'publishEntry' | 'unpublishEntry' | 'deleteEntry'
> {
  return {
    async createEntry({ spaceId, model, body }) {
      checkBody(body)
      if (model === '') throw new ValidationError('A model name must not be empty')
      const id = typeof body.id === 'string' && body.id !== '' ? body.id : randomId()
      const now = ctx.now()
      const isPublished = body.published === 'published'
      const firstPublishedAt = isPublished ? now : null
      const latest = stampBody(body, {
        id,
        revision: 1,
        status: isPublished ? 'published' : unpublishedStatus(body),
        createdAt: now,
        updatedAt: now,
        firstPublishedAt,
      })
      const record: EntryRecord = {
        id,
        spaceId,
        model,
        revision: 1,
        latest,
        published: isPublished ? latest : null,
        createdAt: now,
        updatedAt: now,
        firstPublishedAt,
      }
      const duplicate = new ConflictError(`Entry ${id} already exists`)
      try {
        return await transact(ctx, async (trx, emit) => {
          const existing = await trx
            .selectFrom('entries')
            .select('id')
            .where('space_id', '=', spaceId)
            .where('id', '=', id)
            .executeTakeFirst()
          if (existing) throw duplicate
          await trx
            .insertInto('entries')
            .values({
              id,
              space_id: spaceId,
              model,
              name: typeof latest.name === 'string' ? latest.name : '',
              revision: 1,
              latest: JSON.stringify(latest),
              published: record.published && JSON.stringify(record.published),
              created_at: now,
              updated_at: now,
              first_published_at: firstPublishedAt,
            })
            .execute()
          await writePaths(trx, record, false)
          await emit({ spaceId, model, entryId: id })
          return record
        })
      } catch (error) {
        // Two creates of one id racing: the loser hits the primary key.
        if (isUniqueViolation(error)) throw duplicate
        throw error
      }
    },

    async updateEntry({ body, publish = false, ...ref }) {
      checkBody(body)
      return transact(ctx, async (trx, emit) => {
        const current = await loadForWrite(trx, ref)
        const now = ctx.now()
        const firstPublishedAt = publish
          ? (current.firstPublishedAt ?? now)
          : current.firstPublishedAt
        const status = publish ? 'published' : unpublishedStatus(body)
        const latest = nextBody(current, body, { status, updatedAt: now, firstPublishedAt })
        // Archiving takes the entry off the live site, as unpublishing does.
        const published = publish ? latest : status === 'archived' ? null : current.published
        const record = await rewrite(trx, current, {
          latest,
          published,
          updatedAt: now,
          firstPublishedAt,
        })
        await emit({ spaceId: ref.spaceId, model: ref.model, entryId: ref.id })
        return record
      })
    },

    async publishEntry({ updatedBy, ...ref }) {
      return transact(ctx, async (trx, emit) => {
        const current = await loadForWrite(trx, ref)
        const now = ctx.now()
        const firstPublishedAt = current.firstPublishedAt ?? now
        const latest = nextBody(current, signedLatest(current, updatedBy), {
          status: 'published',
          updatedAt: now,
          firstPublishedAt,
        })
        const record = await rewrite(trx, current, {
          latest,
          published: latest,
          updatedAt: now,
          firstPublishedAt,
        })
        await emit({ spaceId: ref.spaceId, model: ref.model, entryId: ref.id })
        return record
      })
    },

    async unpublishEntry({ updatedBy, ...ref }) {
      return transact(ctx, async (trx, emit) => {
        const current = await loadForWrite(trx, ref)
        const now = ctx.now()
        const latest = nextBody(current, signedLatest(current, updatedBy), {
          status: unpublishedStatus(current.latest),
          updatedAt: now,
          firstPublishedAt: current.firstPublishedAt,
        })
        const record = await rewrite(trx, current, {
          latest,
          published: null,
          updatedAt: now,
          firstPublishedAt: current.firstPublishedAt,
        })
        await emit({ spaceId: ref.spaceId, model: ref.model, entryId: ref.id })
        return record
      })
    },

    async deleteEntry(ref) {
      return transact(ctx, async (trx, emit) => {
        try {
          await loadForWrite(trx, ref)
        } catch (error) {
          if (error instanceof NotFoundError) return false
          throw error
        }
        const { spaceId, id } = ref
        await trx
          .deleteFrom('entry_paths')
          .where('space_id', '=', spaceId)
          .where('entry_id', '=', id)
          .execute()
        await trx
          .deleteFrom('revisions')
          .where('space_id', '=', spaceId)
          .where('entry_id', '=', id)
          .execute()
        await trx
          .deleteFrom('entries')
          .where('space_id', '=', spaceId)
          .where('id', '=', id)
          .execute()
        await emit({ spaceId: ref.spaceId, model: ref.model, entryId: ref.id })
        return true
      })
    },
  }
}
