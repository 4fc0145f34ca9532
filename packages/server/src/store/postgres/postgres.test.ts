import { randomUUID } from 'node:crypto'
import { ValidationError } from '@tessera/core'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runStoreContract } from '../contract.test-support.ts'
import { waitFor } from '../contract/contract-helpers.test-support.ts'
import type { ContentStore, MissedChanges, StoreChange } from '../types.ts'
import { createPostgresStore } from './create-postgres-store.ts'

const url = process.env.TEST_DATABASE_URL ?? ''

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

describe.skipIf(!url)('PostgreSQL store', () => {
  const schema = `tessera_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  const otherSchema = `${schema}_b`
  const open = (options: { schema?: string; applicationName?: string } = {}) =>
    createPostgresStore({ connectionString: url, schema, ...options })

  beforeAll(async () => {
    await admin((client) => client.query(`create schema ${schema}`))
  })
  afterAll(async () => {
    await admin((client) =>
      client.query(
        `drop schema if exists ${schema} cascade; drop schema if exists ${otherSchema} cascade`,
      ),
    )
  })

  runStoreContract(
    'PostgreSQL',
    ({ now }) => createPostgresStore({ connectionString: url, schema, now }),
    { describe, it },
  )

  it('delivers a change made on one instance to another within a second', async () => {
    const stores: ContentStore[] = [await open(), await open()]
    try {
      const [writer, reader] = stores as [ContentStore, ContentStore]
      await writer.migrate()
      const space = await writer.createSpace({ name: 'Two instances' })
      const heard: Array<StoreChange | MissedChanges> = []
      reader.onChange((change) => heard.push(change))
      const started = Date.now()
      const entry = await writer.createEntry({ spaceId: space.id, model: 'page', body: { id: '' } })
      await waitFor(() => heard.length > 0, 1000)
      expect(Date.now() - started).toBeLessThan(1000)
      expect(heard).toEqual([{ spaceId: space.id, model: 'page', entryId: entry.id }])
    } finally {
      await Promise.all(stores.map((store) => store.close()))
    }
  })

  it('does not hear the changes of stores on another schema', async () => {
    const here = await open()
    const there = await open({ schema: otherSchema })
    try {
      await Promise.all([here.migrate(), there.migrate()])
      const heard: Array<StoreChange | MissedChanges> = []
      here.onChange((change) => heard.push(change))
      const foreign = await there.createSpace({ name: 'Other schema' })
      await there.upsertModel({ spaceId: foreign.id, name: 'page', kind: 'page' })
      const local = await here.createSpace({ name: 'This schema' })
      await here.upsertModel({ spaceId: local.id, name: 'page', kind: 'page' })
      await waitFor(() => heard.length > 0)
      await new Promise((resolve) => setTimeout(resolve, 150))
      expect(heard).toEqual([{ spaceId: local.id, model: 'page' }])
      expect(await here.getModel({ spaceId: foreign.id, name: 'page' })).toBeUndefined()
    } finally {
      await Promise.all([here.close(), there.close()])
    }
  })

  it('reopens a broken LISTEN connection', async () => {
    const applicationName = `tessera_t_${randomUUID().slice(0, 8)}`
    const errors: unknown[] = []
    const store = await createPostgresStore({
      connectionString: url,
      schema,
      applicationName,
      reconnectDelayMs: 50,
      onError: (error) => errors.push(error),
    })
    try {
      await store.migrate()
      const heard: Array<StoreChange | MissedChanges> = []
      store.onChange((change) => heard.push(change))
      const killed = await admin((client) =>
        client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [`${applicationName}-listen`],
        ),
      )
      expect(killed.rowCount).toBe(1)
      await waitFor(() => errors.length > 0)
      const space = await store.createSpace({ name: 'Reconnect' })
      // Changes made while the connection is down are not heard, but listeners are told so
      // once it listens again ({ missed: true }); after that, changes are heard again.
      const changes = () => heard.filter((change) => 'spaceId' in change)
      for (let attempt = 0; changes().length === 0 && attempt < 40; attempt += 1) {
        await store.upsertModel({ spaceId: space.id, name: `m${attempt}`, kind: 'data' })
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(heard).toContainEqual({ missed: true })
      expect(changes()[0]).toMatchObject({ spaceId: space.id })
    } finally {
      await store.close()
    }
  })

  it('rejects a schema name that is not a plain identifier', async () => {
    await expect(open({ schema: 'x; drop table y' })).rejects.toThrow(
      new ValidationError(
        'Invalid schema name "x; drop table y": use lower-case letters, digits and _, not starting with a digit',
      ),
    )
  })
})
