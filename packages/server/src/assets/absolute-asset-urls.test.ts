import { describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { loadConfig } from '../load-config.ts'
import { createLogger } from '../logger.ts'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import { absoluteAssetUrls, publicBaseUrl } from './absolute-asset-urls.ts'

const BASE = 'https://cms.example.com'

describe('absoluteAssetUrls', () => {
  it('makes relative image and file URLs absolute wherever content holds them', () => {
    const value = {
      image: '/api/v1/image/assets%2Fs%2Fa',
      video: '/api/v1/file/assets%2Fs%2Fv',
      html: '<img src="/api/v1/image/assets%2Fs%2Fb?width=400" srcset="/api/v1/image/x 1x, /api/v1/image/y 2x">',
      css: 'background: url(/api/v1/image/assets%2Fs%2Fc)',
    }
    const out = JSON.parse(absoluteAssetUrls(JSON.stringify(value), BASE)) as typeof value
    expect(out).toEqual({
      image: `${BASE}/api/v1/image/assets%2Fs%2Fa`,
      video: `${BASE}/api/v1/file/assets%2Fs%2Fv`,
      html: `<img src="${BASE}/api/v1/image/assets%2Fs%2Fb?width=400" srcset="${BASE}/api/v1/image/x 1x, ${BASE}/api/v1/image/y 2x">`,
      css: `background: url(${BASE}/api/v1/image/assets%2Fs%2Fc)`,
    })
  })

  it('leaves absolute URLs, other paths and text mentioning the path alone', () => {
    const value = {
      a: 'https://cdn.builder.io/api/v1/image/assets%2Fx',
      b: '/api/v1/track',
      c: 'see docs/api/v1/image/',
    }
    const json = JSON.stringify(value)
    expect(absoluteAssetUrls(json, BASE)).toBe(json)
  })
})

describe('publicBaseUrl', () => {
  it('is TESSERA_PUBLIC_URL when set, else the origin of the request', () => {
    expect(
      publicBaseUrl('https://cms.example.com/', 'http://10.0.0.1:4000/api/v3/content/page'),
    ).toBe('https://cms.example.com')
    expect(publicBaseUrl(undefined, 'http://127.0.0.1:4400/api/v3/content/page?x=1')).toBe(
      'http://127.0.0.1:4400',
    )
  })
})

describe('the read API', () => {
  async function serve(publicUrl?: string) {
    const store = createSqliteStore({ filename: ':memory:' })
    await store.migrate()
    const space = await store.createSpace({ name: 'Images' })
    await store.createApiKey({ spaceId: space.id, kind: 'public', key: 'pub-img' })
    await store.upsertModel({ spaceId: space.id, name: 'page', kind: 'page' })
    await store.createEntry({
      spaceId: space.id,
      model: 'page',
      body: {
        id: 'p1',
        published: 'published',
        data: { image: '/api/v1/image/assets%2Fs%2Fa', blocks: [] },
      },
    })
    const env = publicUrl === undefined ? {} : { TESSERA_PUBLIC_URL: publicUrl }
    const config = loadConfig(env, { previewSecret: 'images-secret' })
    const app = createApp({
      store,
      config,
      logger: createLogger({ write: () => {} }),
      now: Date.now,
    })
    return { app, store }
  }

  it('answers image URLs absolute on TESSERA_PUBLIC_URL, else on the origin it was reached at', async () => {
    const configured = await serve('https://cms.example.com')
    const a = await configured.app.request(
      'http://10.0.0.1:4000/api/v3/content/page?apiKey=pub-img',
    )
    const text = await a.text()
    expect(a.status, text).toBe(200)
    const first = JSON.parse(text) as { results: Array<{ data: { image: string } }> }
    expect(first.results[0]?.data.image).toBe('https://cms.example.com/api/v1/image/assets%2Fs%2Fa')
    // A second request is a cache hit: still absolute, with the ETag of what was sent.
    const b = await configured.app.request(
      'http://10.0.0.1:4000/api/v3/content/page?apiKey=pub-img',
    )
    expect(b.headers.get('x-cache')).toBe('HIT')
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'))
    expect(await b.text()).toContain('https://cms.example.com/api/v1/image/')
    await configured.store.close()

    const derived = await serve()
    const c = await derived.app.request('http://127.0.0.1:4400/api/v3/content/page?apiKey=pub-img')
    expect(await c.text()).toContain('"image":"http://127.0.0.1:4400/api/v1/image/assets%2Fs%2Fa"')
    await derived.store.close()
  })
})
