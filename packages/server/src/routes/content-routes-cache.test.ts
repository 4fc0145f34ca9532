import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { createContentTestHarness } from './content-harness.test-support.ts'
import type { ContentTestHarness } from './content-harness.test-support.ts'

let h: ContentTestHarness

afterEach(async () => {
  await h.close()
})

const PATH = '/api/v3/content/page'

describe('response cache', () => {
  it('answers from the cache, with a stable ETag, and 304 to If-None-Match', async () => {
    h = await createContentTestHarness()
    await h.addEntry('page', { id: 'p', data: { title: 'A' } })
    const first = await h.get(PATH)
    expect(first.headers.get('x-cache')).toBe('MISS')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    const second = await h.get(`${PATH}?apiKey=${h.publicKey}`)
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.headers.get('etag')).toBe(etag)
    expect(await second.text()).toBe(await first.text())
    const notModified = await h.get(PATH, { headers: { 'If-None-Match': etag ?? '' } })
    expect(notModified.status).toBe(304)
    expect(await notModified.text()).toBe('')
    expect(notModified.headers.get('etag')).toBe(etag)
    expect(notModified.headers.get('cache-control')).toBe(
      'public, max-age=1, stale-while-revalidate=60',
    )
    const changed = await h.get(PATH, { headers: { 'If-None-Match': '"other"' } })
    expect(changed.status).toBe(200)
  })

  it('shares entries across parameter order', async () => {
    h = await createContentTestHarness()
    await h.get(`${PATH}?limit=2&offset=0`)
    expect((await h.get(`${PATH}?offset=0&limit=2`)).headers.get('x-cache')).toBe('HIT')
  })

  it('is invalidated by a direct store write (store.onChange)', async () => {
    h = await createContentTestHarness()
    await h.addEntry('page', { id: 'p', data: { title: 'A' } })
    const before = await h.get(PATH)
    await h.store.updateEntry({
      spaceId: h.spaceId,
      model: 'page',
      id: 'p',
      body: { id: 'p', data: { title: 'B' } },
      publish: true,
    })
    const after = await h.get(PATH)
    expect(after.headers.get('x-cache')).toBe('MISS')
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'))
    const body = (await after.json()) as { results: Array<{ data: { title: string } }> }
    expect(body.results[0]?.data.title).toBe('B')
  })

  it('is invalidated through the invalidate given to route modules', async () => {
    const writeRoutes = (deps: AppDeps) => {
      const routes = new Hono<AppEnv>()
      routes.post('/test/invalidate', (c) => {
        deps.invalidate(c.req.query('space') ?? '')
        return c.json({ ok: true })
      })
      return routes
    }
    h = await createContentTestHarness({ routes: [writeRoutes] })
    await h.get(PATH)
    expect((await h.get(PATH)).headers.get('x-cache')).toBe('HIT')
    await h.app.request(`/test/invalidate?space=other`, { method: 'POST' })
    expect((await h.get(PATH)).headers.get('x-cache')).toBe('HIT')
    await h.app.request(`/test/invalidate?space=${h.spaceId}`, { method: 'POST' })
    expect((await h.get(PATH)).headers.get('x-cache')).toBe('MISS')
    expect(h.invalidated).toEqual(['other', h.spaceId])
  })

  it('sets Cache-Control from cacheSeconds and staleCacheSeconds', async () => {
    h = await createContentTestHarness()
    const response = await h.get(`${PATH}?cacheSeconds=120&staleCacheSeconds=600`)
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=120, stale-while-revalidate=600',
    )
  })

  it('bypasses the cache with noCache (no-store) and refreshes it with cachebust', async () => {
    h = await createContentTestHarness()
    await h.get(PATH)
    const noCache = await h.get(`${PATH}?noCache=true`)
    expect(noCache.headers.get('x-cache')).toBe('BYPASS')
    expect(noCache.headers.get('cache-control')).toBe('no-store')
    await h.addEntry('data', { id: 'unrelated' })
    await h.get(PATH)
    const busted = await h.get(`${PATH}?cachebust=true`)
    expect(busted.headers.get('x-cache')).toBe('MISS')
    expect(busted.headers.get('cache-control')).toBe('public, max-age=1, stale-while-revalidate=60')
  })

  it('keeps private-key responses apart, with no-store', async () => {
    h = await createContentTestHarness()
    await h.get(PATH)
    const privateRead = await h.get(PATH, {
      headers: { Authorization: `Bearer ${h.privateKey}` },
    })
    expect(privateRead.headers.get('x-cache')).toBe('MISS')
    expect(privateRead.headers.get('cache-control')).toBe('no-store')
  })
})

describe('CORS', () => {
  it('answers preflight allowing the SDK headers and methods', async () => {
    h = await createContentTestHarness()
    const response = await h.app.request(PATH, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://site.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-builder-sdk,x-builder-sdk-gen,authorization',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const allowed = response.headers.get('access-control-allow-headers') ?? ''
    for (const header of [
      'X-Builder-SDK',
      'X-Builder-SDK-GEN',
      'X-Builder-SDK-Version',
      'Authorization',
      'Content-Type',
    ]) {
      expect(allowed.split(',')).toContain(header)
    }
    expect(response.headers.get('access-control-allow-methods')).toBe(
      'GET,POST,PUT,PATCH,DELETE,OPTIONS',
    )
    expect(response.headers.get('access-control-max-age')).toBe('86400')
    expect(response.headers.get('access-control-expose-headers')).toBe(
      'ETag,X-Request-Id,Retry-After',
    )
    expect(response.headers.get('x-request-id')).toEqual(expect.any(String))
    expect(response.headers.get('content-type')).toBeNull()
    expect(await response.text()).toBe('')
  })

  it('exposes ETag on responses', async () => {
    h = await createContentTestHarness()
    const response = await h.get(PATH, { headers: { Origin: 'https://site.example' } })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-expose-headers')).toContain('ETag')
  })

  it('adds its headers and the request id to a response a handler builds itself', async () => {
    const raw = () => new Hono<AppEnv>().get('/t/raw', () => new Response('raw'))
    h = await createContentTestHarness({ routes: [raw] })
    const response = await h.app.request('/t/raw')
    expect(await response.text()).toBe('raw')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-expose-headers')).toBe(
      'ETag,X-Request-Id,Retry-After',
    )
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('leaves a response with immutable headers as it is', async () => {
    const raw = () => new Hono<AppEnv>().get('/t/error', () => Response.redirect('http://x.test/'))
    h = await createContentTestHarness({ routes: [raw] })
    const response = await h.app.request('/t/error')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('http://x.test/')
  })
})
