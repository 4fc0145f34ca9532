import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../load-config.ts'
import { createLogger } from '../logger.ts'
import { signedInJsonHeaders } from '../routes/signed-in.test-support.ts'
import { startServer } from '../serve/start-server.ts'
import type { RunningServer } from '../serve/start-server.ts'
import { createPostgresStore } from '../store/postgres/create-postgres-store.ts'
import type { ContentStore } from '../store/types.ts'

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

interface Member {
  clientId: string
  name: string
  blockId: string | null
}

describe.skipIf(!url)('presence across two instances on one PostgreSQL', () => {
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

  async function instance(): Promise<RunningServer> {
    const store = await createPostgresStore({ connectionString: url, schema })
    stores.push(store)
    const config = loadConfig(
      {},
      { databaseUrl: url, host: '127.0.0.1', port: 0, publicKey: 'pp-pub', privateKey: 'pp-priv' },
    )
    const server = await startServer({
      config,
      store,
      logger: createLogger({ quiet: true }),
      print: () => {},
    })
    servers.push(server)
    return server
  }

  /** Signs `email` in on `server`: the headers of its session's requests there. */
  function session(server: RunningServer, email: string, name: string) {
    const target = {
      store: server.store,
      spaceId: server.space.space.id,
      get: (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init),
    }
    return signedInJsonHeaders(target, 'editor', { email, name })
  }

  async function beat(
    server: RunningServer,
    headers: Record<string, string>,
    body: { clientId: string; blockId: string | null },
  ): Promise<Member[]> {
    const response = await fetch(`${server.url}/api/v1/presence/page/home`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(body),
    })
    expect(response.status).toBe(200)
    return ((await response.json()) as { members: Member[] }).members
  }

  /** Heartbeats until `done` holds for the members seen (NOTIFY arrives within milliseconds). */
  async function beatUntil(
    send: () => Promise<Member[]>,
    done: (members: Member[]) => boolean,
  ): Promise<Member[]> {
    let members = await send()
    for (let attempt = 0; attempt < 100 && !done(members); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      members = await send()
    }
    return members
  }

  it('shows an author on instance A the author on instance B, B’s soft lock, and B leaving', async () => {
    // One after the other: two starting at once can race to create the admin account.
    const a = await instance()
    const b = await instance()
    expect(a.space.space.id).toBe(b.space.space.id)
    await a.store.createEntry({
      spaceId: a.space.space.id,
      model: 'page',
      body: { id: 'home', name: 'Home', data: { title: 'Home' } },
    })
    const ann = await session(a, 'ann@x.test', 'Ann')
    const bob = await session(b, 'bob@x.test', 'Bob')
    const annBeat = () => beat(a, ann, { clientId: 'ann-tab-1', blockId: null })

    expect(await annBeat()).toEqual([])
    await beat(b, bob, { clientId: 'bob-tab-1', blockId: 'block-2' })
    const seen = await beatUntil(annBeat, (members) => members.length > 0)
    expect(seen).toMatchObject([{ clientId: 'bob-tab-1', name: 'Bob', blockId: 'block-2' }])
    // And the other way round: B sees Ann, who announced herself on A only.
    expect(await beat(b, bob, { clientId: 'bob-tab-1', blockId: 'block-3' })).toMatchObject([
      { clientId: 'ann-tab-1', name: 'Ann', blockId: null },
    ])
    const moved = await beatUntil(annBeat, (members) => members[0]?.blockId === 'block-3')
    expect(moved).toMatchObject([{ name: 'Bob', blockId: 'block-3' }])

    const left = await fetch(`${b.url}/api/v1/presence/page/home?clientId=bob-tab-1`, {
      method: 'DELETE',
      headers: bob,
    })
    expect(left.status).toBe(200)
    expect(await beatUntil(annBeat, (members) => members.length === 0)).toEqual([])
  })
})
