import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { loadConfig } from '../load-config.ts'
import { createLogger } from '../logger.ts'
import { TEST_DATABASES } from '../store/databases.test-support.ts'
import type { ContentStore } from '../store/types.ts'
import { startServer } from './start-server.ts'
import type { RunningServer } from './start-server.ts'

// Issue 16, item 10: preview tokens from one instance were refused by another unless
// TESSERA_PREVIEW_SECRET was set (each process made up its own secret). Now the secret is kept
// in the database and shared.

const database = TEST_DATABASES.at(-1)!

describe(`regression 16: one preview secret for every instance (${database.name})`, () => {
  const servers: RunningServer[] = []
  const stores: ContentStore[] = []

  afterAll(async () => {
    for (const server of servers) await server.close()
    for (const store of stores) await store.close()
  })

  async function instance(store: ContentStore): Promise<RunningServer> {
    const config = loadConfig(
      {},
      { host: '127.0.0.1', port: 0, publicKey: 'ps-pub', privateKey: 'ps-priv' },
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

  it('accepts on one instance a token made by another', async () => {
    const store = await database.open()
    stores.push(store)
    // Two instances on one database (SQLite: one store, as two processes would share the file).
    const [a, b] = [await instance(store), await instance(store)]
    const made = await fetch(`${a.url}/api/v1/preview-token`, {
      method: 'POST',
      headers: { authorization: 'Bearer ps-priv' },
    })
    expect(made.status).toBe(200)
    const { token } = (await made.json()) as { token: string }
    const read = await fetch(
      `${b.url}/api/v3/content/page?apiKey=ps-pub&preview=page&previewToken=${encodeURIComponent(token)}`,
    )
    expect(read.status).toBe(200)
    expect(await store.sharedSecret({ name: 'preview' })).toMatch(/^[\w-]{43}$/)
  })

  it('refuses to build an app with an empty preview secret', () => {
    expect(() =>
      createApp({
        store: stores[0]!,
        config: loadConfig({}),
        logger: createLogger({ quiet: true }),
        now: Date.now,
      }),
    ).toThrow('config.previewSecret is empty')
  })
})
