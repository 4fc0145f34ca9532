import { Hono } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import type { AppEnv, AuthInfo } from '../app-env.ts'
import { respondCached } from './respond-cached.ts'
import type { PreparedRead } from './respond-cached.ts'
import { createResponseCache } from './response-cache.ts'

const auth: AuthInfo = { spaceId: 's', kind: 'public', key: 'k' }

function setup(read: Partial<PreparedRead> = {}) {
  const cache = createResponseCache()
  const clock = { now: 1000 }
  let computed = 0
  const prepare = vi.fn((): PreparedRead => ({
    hasDrafts: false,
    cachebust: false,
    noCache: false,
    compute: (expiry) => {
      expiry.changesAt(5000)
      return Promise.resolve({ n: ++computed })
    },
    ...read,
  }))
  const app = new Hono<AppEnv>().get('/r', (c) =>
    respondCached(c, { cache, auth, now: clock.now, prepare }),
  )
  const get = async (query = '') => {
    const response = await app.request(`/r${query}`)
    return { body: await response.text(), cache: response.headers.get('x-cache') }
  }
  return { get, prepare, clock }
}

describe('respondCached', () => {
  it('prepares (parses and validates) only on a miss', async () => {
    const { get, prepare } = setup()
    expect(await get('?a=1')).toEqual({ body: '{"n":1}', cache: 'MISS' })
    expect(await get('?a=1&apiKey=other')).toEqual({ body: '{"n":1}', cache: 'HIT' })
    expect(prepare).toHaveBeenCalledTimes(1)
    expect(await get('?a=1&cachebust=true')).toEqual({ body: '{"n":2}', cache: 'MISS' })
    expect(prepare).toHaveBeenCalledTimes(2)
  })

  it('serves a response until the expiry its computation reported', async () => {
    const { get, clock } = setup()
    await get()
    clock.now = 4999
    expect(await get()).toEqual({ body: '{"n":1}', cache: 'HIT' })
    clock.now = 5000
    expect(await get()).toEqual({ body: '{"n":2}', cache: 'MISS' })
  })

  it('never stores drafts or noCache responses', async () => {
    const drafts = setup({ hasDrafts: true })
    await drafts.get()
    expect(await drafts.get()).toEqual({ body: '{"n":2}', cache: 'BYPASS' })
    expect(drafts.prepare).toHaveBeenCalledTimes(2)
    const noCache = setup({ noCache: true })
    await noCache.get('?noCache=true')
    expect(await noCache.get('?noCache=true')).toEqual({ body: '{"n":2}', cache: 'BYPASS' })
  })
})
