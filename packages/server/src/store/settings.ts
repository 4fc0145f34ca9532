import { randomBytes } from 'node:crypto'
import type { StoreContext } from './store-context.ts'
import type { ContentStore } from './types.ts'

/** Values shared by every instance on the database. */
export function settingOperations(ctx: StoreContext): Pick<ContentStore, 'sharedSecret'> {
  const { db } = ctx
  return {
    async sharedSecret({ name }) {
      // The first instance to ask creates it; one that races loses the insert and reads it.
      await db
        .insertInto('settings')
        .values({ name, value: randomBytes(32).toString('base64url'), created_at: ctx.now() })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute()
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
      return row.value
    },
  }
}
