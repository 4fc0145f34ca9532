import { randomUUID } from 'node:crypto'
import type { Entry } from '@tessera/core'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../load-config.ts'
import { createLogger } from '../logger.ts'
import { createPostgresStore } from '../store/postgres/create-postgres-store.ts'
import type { ContentStore } from '../store/types.ts'
import { startServer } from './start-server.ts'
import type { RunningServer } from './start-server.ts'

const url = process.env.TEST_DATABASE_URL ?? ''

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

describe.skipIf(!url)('two instances on one PostgreSQL', () => {
  const schema = `tessera_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  const stores: ContentStore[] = []
  const servers: RunningServer[] = []

  beforeAll(async () => {
    await admin(`create schema ${schema}`)
  })

  afterAll(async () => {
    for (const server of servers) await server.close()
    for (const store of stores) await store.close()
    await admin(`drop schema if exists ${schema} cascade`)
  })

  async function instance(applicationName = 'tessera'): Promise<RunningServer> {
    const store = await createPostgresStore({ connectionString: url, schema, applicationName })
    stores.push(store)
    const server = await startServer({
      config: loadConfig(
        {},
        {
          databaseUrl: url,
          host: '127.0.0.1',
          port: 0,
          publicKey: 'two-pub',
          privateKey: 'two-priv',
        },
      ),
      store,
      logger: createLogger({ quiet: true }),
      print: () => {},
    })
    servers.push(server)
    return server
  }

  async function titleOn(server: RunningServer): Promise<{ title: unknown; cache: string | null }> {
    const response = await fetch(
      `${server.url}/api/v3/content/page?apiKey=two-pub&userAttributes.urlPath=/`,
    )
    const body = (await response.json()) as { results: Entry[] }
    return { title: body.results[0]?.data?.title, cache: response.headers.get('x-cache') }
  }

  it('serves a publish made on one instance from the other at once', async () => {
    const [a, b] = await Promise.all([instance(), instance()])
    expect(a.space.space.id).toBe(b.space.space.id)
    const spaceId = a.space.space.id
    const query: Entry['query'] = [
      { '@type': '@builder.io/core:Query', property: 'urlPath', operator: 'is', value: '/' },
    ]
    await a.store.createEntry({
      spaceId,
      model: 'page',
      body: { id: 'home', published: 'published', query, data: { title: 'First' } },
    })
    expect(await titleOn(b)).toEqual({ title: 'First', cache: 'MISS' })
    // The create's own notice may reach b after that read and drop what b cached: then the next
    // read misses once more, and the one after hits.
    await expect
      .poll(() => titleOn(b), { timeout: 5_000 })
      .toEqual({ title: 'First', cache: 'HIT' })

    const published = Date.now()
    await a.store.updateEntry({
      spaceId,
      model: 'page',
      id: 'home',
      body: { id: 'home', query, data: { title: 'Second' } },
      publish: true,
    })
    let seen = await titleOn(b)
    while (seen.title !== 'Second' && Date.now() - published < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      seen = await titleOn(b)
    }
    expect(seen.title).toBe('Second')
    expect(Date.now() - published).toBeLessThan(1000)
  })

  it('serves a change made while its LISTEN connection was cut (regression 16, item 3)', async () => {
    // Before: the reopened connection never heard what was published meanwhile, and the
    // instance served the old page with X-Cache: HIT until the next write.
    const listenerName = `tessera-cut-${randomUUID().slice(0, 8)}`
    const [a, b] = await Promise.all([instance(listenerName), instance()])
    const spaceId = a.space.space.id
    const query: Entry['query'] = [
      { '@type': '@builder.io/core:Query', property: 'urlPath', operator: 'is', value: '/cut' },
    ]
    const titleAtCut = async (server: RunningServer) => {
      const response = await fetch(
        `${server.url}/api/v3/content/page?apiKey=two-pub&userAttributes.urlPath=/cut`,
      )
      const body = (await response.json()) as { results: Entry[] }
      return body.results[0]?.data?.title
    }
    await b.store.createEntry({
      spaceId,
      model: 'page',
      body: { id: 'cut', published: 'published', query, data: { title: 'Before' } },
    })
    await titleAtCut(a)
    expect(await titleAtCut(a)).toBe('Before')
    await admin(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = '${listenerName}-listen'`,
    )
    await b.store.updateEntry({
      spaceId,
      model: 'page',
      id: 'cut',
      body: { id: 'cut', query, data: { title: 'During the cut' } },
      publish: true,
    })
    const deadline = Date.now() + 5000
    let title = await titleAtCut(a)
    while (title !== 'During the cut' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      title = await titleAtCut(a)
    }
    expect(title).toBe('During the cut')
  })
})
