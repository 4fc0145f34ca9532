import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '../app-env.ts'
import type { ServerConfig } from '../config.ts'
import { loadConfig } from '../load-config.ts'
import { createLogger } from '../logger.ts'
import { SAMPLE_IDS } from '../seed/sample-content.ts'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import { startServer } from './start-server.ts'
import type { RunningServer, StartServerOptions } from './start-server.ts'

let dir: string
let running: RunningServer[]
let logs: Record<string, unknown>[]
let printed: string[]

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-serve-'))
  running = []
  logs = []
  printed = []
})

afterEach(async () => {
  for (const server of running) await server.close()
  await rm(dir, { recursive: true, force: true })
})

function config(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return loadConfig(
    {},
    { databaseUrl: join(dir, 't.db'), host: '127.0.0.1', port: 0, ...overrides },
  )
}

async function start(options: Partial<StartServerOptions> = {}): Promise<RunningServer> {
  const server = await startServer({
    config: config(),
    logger: createLogger({
      write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>),
    }),
    print: (line) => printed.push(line),
    ...options,
  })
  running.push(server)
  return server
}

/** A route module with a request that waits until the test lets it go. */
function gatedRoute() {
  let release: () => void = () => {}
  let started: () => void = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  const entered = new Promise<void>((resolve) => (started = resolve))
  const module = () =>
    new Hono<AppEnv>().get('/test/slow', async (c) => {
      started()
      await gate
      return c.text('finished')
    })
  return { module, release: () => release(), entered }
}

describe('startServer', () => {
  it('serves /health and content with the public key over HTTP', async () => {
    const server = await start({ config: config({ demo: true }) })
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`)
    const health = await fetch(`${server.url}/health`)
    expect(await health.json()).toEqual({ status: 'ok', store: 'sqlite' })
    const url = `${server.url}/api/v3/content/page?apiKey=${server.space.publicKey.key}&userAttributes.urlPath=/`
    const first = await fetch(url)
    expect(first.headers.get('x-cache')).toBe('MISS')
    const body = (await first.json()) as { results: { id: string }[] }
    expect(body.results.map((entry) => entry.id)).toEqual([SAMPLE_IDS.home])
    expect((await fetch(url)).headers.get('x-cache')).toBe('HIT')
  })

  it('prints the URL and the keys it created on first start, only the public key later', async () => {
    const first = await start()
    const { publicKey, privateKey } = first.space
    expect(printed).toEqual([
      `Tessera is listening on ${first.url} (space "default", public key ${publicKey.key})`,
      'Created space "default" with these API keys:',
      `  public   ${publicKey.key}`,
      `  private  ${privateKey.key}`,
      'Keep the private key secret: it can change and publish content.',
      'Created the admin account admin@localhost. Sign in to the editor once with this link (valid for a day) and choose a password:',
      expect.stringMatching(/^ {2}http:\/\/localhost:\d+\/editor\/#sign-in=[\w-]{43}$/),
    ])
    await first.close()
    printed = []
    const second = await start()
    expect(printed).toEqual([
      `Tessera is listening on ${second.url} (space "default", public key ${publicKey.key})`,
    ])
  })

  it('logs a structured start line and request lines', async () => {
    const server = await start()
    await fetch(`${server.url}/health`)
    expect(logs[0]).toMatchObject({
      level: 'info',
      message: 'tessera started',
      url: server.url,
      port: server.port,
      store: 'sqlite',
      spaceId: 'default',
    })
    expect(JSON.stringify(logs[0])).not.toContain(server.space.privateKey.key)
    expect(logs).toContainEqual(
      expect.objectContaining({ message: 'request', method: 'GET', path: '/health', status: 200 }),
    )
  })

  it('uses the configured keys', async () => {
    const server = await start({ config: config({ publicKey: 'env-pub', privateKey: 'env-priv' }) })
    const response = await fetch(`${server.url}/api/v3/content/page?apiKey=env-pub`)
    expect(response.status).toBe(200)
    const token = await fetch(`${server.url}/api/v1/preview-token`, {
      method: 'POST',
      headers: { authorization: 'Bearer env-priv' },
    })
    expect(token.status).toBe(200)
  })

  it('mounts extra route modules', async () => {
    const extra = () => new Hono<AppEnv>().get('/test/extra', (c) => c.text('extra'))
    const server = await start({ routes: [extra] })
    expect(await (await fetch(`${server.url}/test/extra`)).text()).toBe('extra')
  })

  it('lets a request in flight finish, then runs the shutdown hooks and stops', async () => {
    const slow = gatedRoute()
    const calls: string[] = []
    const server = await start({
      routes: [slow.module],
      shutdownHooks: [() => void calls.push('option hook')],
    })
    server.addShutdownHook(async () => {
      await Promise.resolve()
      calls.push('added hook')
    })
    const request = fetch(`${server.url}/test/slow`).then((response) => response.text())
    await slow.entered
    const closed = server.close()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toEqual([])
    await expect(fetch(`${server.url}/health`)).rejects.toThrow()
    const released = Date.now()
    slow.release()
    expect(await request).toBe('finished')
    await closed
    // The kept-alive connection of the finished request does not hold the shutdown up.
    expect(Date.now() - released).toBeLessThan(1000)
    expect(calls).toEqual(['option hook', 'added hook'])
    expect(logs.at(-1)).toMatchObject({ message: 'tessera stopped' })
    expect(server.close()).toBe(closed)
  })

  it('cuts connections still open after the shutdown timeout', async () => {
    const slow = gatedRoute()
    const server = await start({ routes: [slow.module], shutdownTimeoutMs: 100 })
    const request = fetch(`${server.url}/test/slow`)
    await slow.entered
    await server.close()
    await expect(request).rejects.toThrow()
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'shutdown timed out: open connections were cut',
        shutdownTimeoutMs: 100,
      }),
    )
    slow.release()
  })

  it('runs the other hooks when one fails, and logs it', async () => {
    const calls: string[] = []
    const server = await start({
      shutdownHooks: [
        () => {
          throw new Error('flush failed')
        },
        () => void calls.push('second'),
      ],
    })
    await server.close()
    expect(calls).toEqual(['second'])
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'shutdown hook failed',
        error: 'flush failed',
      }),
    )
  })

  it('closes the store it opened, and leaves a given store open', async () => {
    const own = await start()
    await own.close()
    await expect(own.store.listSpaces()).rejects.toThrow()
    const store = createSqliteStore({ filename: ':memory:' })
    const given = await start({ store })
    await given.close()
    expect(await store.listSpaces()).toHaveLength(1)
    await store.close()
  })

  it('rejects when the port is taken', async () => {
    const first = await start()
    await expect(start({ config: config({ port: first.port }) })).rejects.toThrow(/EADDRINUSE/)
  })
})
