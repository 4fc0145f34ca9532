import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../load-config.ts'
import { createLogger } from '../logger.ts'
import { startServer } from './start-server.ts'
import type { RunningServer } from './start-server.ts'

// The real service over HTTP, on the real clock: a page scheduled a few seconds ahead.
let dir: string
let server: RunningServer

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-schedule-'))
  server = await startServer({
    config: loadConfig({}, { databaseUrl: join(dir, 't.db'), host: '127.0.0.1', port: 0 }),
    logger: createLogger({ quiet: true }),
    print: () => {},
  })
})

afterEach(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

async function write(path: string, body: unknown): Promise<{ id: string }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${server.space.privateKey.key}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  expect(response.status).toBeLessThan(300)
  return (await response.json()) as { id: string }
}

async function pageAt(urlPath: string): Promise<{ ids: string[]; cache: string | null }> {
  const attributes = encodeURIComponent(JSON.stringify({ urlPath }))
  const response = await fetch(
    `${server.url}/api/v3/content/page?apiKey=${server.space.publicKey.key}&userAttributes=${attributes}&limit=1`,
  )
  expect(response.status).toBe(200)
  const body = (await response.json()) as { results: Array<{ id: string }> }
  return { ids: body.results.map((entry) => entry.id), cache: response.headers.get('x-cache') }
}

const rule = (value: string) => ({
  '@type': '@builder.io/core:Query',
  property: 'urlPath',
  operator: 'is',
  value,
})

async function untilAfter(at: number): Promise<void> {
  while (Date.now() <= at) await sleep(Math.min(200, at - Date.now() + 5))
}

describe('schedules over HTTP, on the real clock', () => {
  it('serves a page from its start and stops at its end, although the cache had the earlier answer', async () => {
    // Far enough ahead to create, publish and read twice under load; the test is not about speed.
    const start = Date.now() + 4000
    const end = start + 3000
    const launch = await write('/api/v1/write/page', {
      name: 'Launch',
      startDate: start,
      query: [rule('/launch')],
      data: { blocks: [] },
    })
    const promo = await write('/api/v1/write/page', {
      name: 'Promo',
      endDate: end,
      query: [rule('/promo')],
      data: { blocks: [] },
    })
    await write(`/api/v1/write/page/${launch.id}/publish`, {})
    await write(`/api/v1/write/page/${promo.id}/publish`, {})

    const before = [await pageAt('/launch'), await pageAt('/launch')]
    expect(Date.now()).toBeLessThan(start)
    expect(before.map((answer) => answer.ids)).toEqual([[], []])
    // The second read came from the cache: the early answer was held.
    expect(before[1]?.cache).toBe('HIT')
    expect(await pageAt('/promo')).toMatchObject({ ids: [promo.id] })
    expect((await pageAt('/promo')).cache).toBe('HIT')

    await untilAfter(start)
    expect((await pageAt('/launch')).ids).toEqual([launch.id])
    expect((await pageAt('/promo')).ids).toEqual([promo.id])

    await untilAfter(end)
    expect((await pageAt('/promo')).ids).toEqual([])
    expect((await pageAt('/launch')).ids).toEqual([launch.id])
  }, 30_000)
})
