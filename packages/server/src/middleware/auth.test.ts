import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '../app-env.ts'
import { createContentTestHarness } from '../routes/content-harness.test-support.ts'
import type { ContentTestHarness } from '../routes/content-harness.test-support.ts'
import { createKeyResolver, KEY_CACHE_TTL_MS, requireAuth, requirePrivate } from './auth.ts'

let h: ContentTestHarness

function guardedRoutes() {
  const routes = new Hono<AppEnv>()
  routes.get('/t/any', (c) => c.json(requireAuth(c)))
  routes.get('/t/private', (c) => c.json(requirePrivate(c)))
  routes.get('/t/open', (c) => c.json({ auth: c.get('auth') ?? null }))
  return routes
}

beforeEach(async () => {
  h = await createContentTestHarness({ routes: [guardedRoutes] })
})

afterEach(async () => {
  await h.close()
})

async function call(path: string, init?: RequestInit) {
  const response = await h.app.request(path, init)
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('auth', () => {
  it('resolves the apiKey parameter', async () => {
    expect(await call(`/t/any?apiKey=${h.publicKey}`)).toEqual({
      status: 200,
      body: { spaceId: h.spaceId, kind: 'public', key: h.publicKey, keyName: 'Public key' },
    })
  })

  it('resolves a Bearer private key, which wins over a public apiKey', async () => {
    const headers = { Authorization: `Bearer ${h.privateKey}` }
    expect(await call(`/t/private?apiKey=${h.publicKey}`, { headers })).toEqual({
      status: 200,
      body: { spaceId: h.spaceId, kind: 'private', key: h.privateKey, keyName: 'Private key' },
    })
  })

  it('lets requests without a key through with auth undefined', async () => {
    expect(await call('/t/open')).toEqual({ status: 200, body: { auth: null } })
  })

  it('answers 401 without a key and 403 with a public key on private routes', async () => {
    expect(await call('/t/private')).toEqual({
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: 'Missing API key' } },
    })
    expect(await call(`/t/private?apiKey=${h.publicKey}`)).toEqual({
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'This operation needs the private key' } },
    })
  })

  it('answers 401 to an unknown key, even on open routes', async () => {
    expect(await call('/t/open?apiKey=nope')).toEqual({
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: 'Unknown API key' } },
    })
  })
})

describe('createKeyResolver', () => {
  it('remembers hits for a while and never remembers misses', async () => {
    let now = 0
    const resolver = createKeyResolver(h.store, () => now)
    expect(await resolver.resolve('later')).toBeUndefined()
    await h.store.createApiKey({ spaceId: h.spaceId, kind: 'public', key: 'later' })
    expect(await resolver.resolve('later')).toEqual({
      spaceId: h.spaceId,
      kind: 'public',
      key: 'later',
      keyName: 'Public key',
    })
    const lookups: string[] = []
    const counting = createKeyResolver(
      { ...h.store, findApiKey: (args) => (lookups.push(args.key), h.store.findApiKey(args)) },
      () => now,
    )
    await counting.resolve('later')
    await counting.resolve('later')
    expect(lookups).toEqual(['later'])
    now += KEY_CACHE_TTL_MS + 1
    await counting.resolve('later')
    expect(lookups).toEqual(['later', 'later'])
    // A revoked key is forgotten at once (this instance), or with its space (others).
    counting.forget('later')
    await counting.resolve('later')
    counting.forgetSpace(h.spaceId)
    await counting.resolve('later')
    counting.forgetSpace('another space')
    await counting.resolve('later')
    expect(lookups).toEqual(['later', 'later', 'later', 'later'])
  })
})
