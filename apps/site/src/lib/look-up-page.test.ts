import { afterEach, describe, expect, it, vi } from 'vitest'
import { lookUpPage, SERVICE_FAILED_MESSAGE } from './look-up-page.ts'
import { planPageFetch } from './plan-page-fetch.ts'

const CONFIG = { apiKey: 'pub-demo', apiHost: 'http://service:4010' }
const plan = planPageFetch({ path: '/about', host: 'a.com', userAgent: null, search: '' })

function answer(body: unknown, status = 200) {
  return vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }))
}

afterEach(() => vi.restoreAllMocks())

describe('lookUpPage', () => {
  it('asks for the id of the best page entry for the request', async () => {
    const fetch = answer({ results: [{ id: 'p1' }] })
    expect(await lookUpPage(plan, CONFIG, { fetch })).toBe('found')
    const url = new URL(String(fetch.mock.calls[0]?.[0]))
    expect(url.origin + url.pathname).toBe('http://service:4010/api/v3/content/page')
    expect(url.searchParams.get('fields')).toBe('id')
    expect(url.searchParams.get('limit')).toBe('1')
    expect(url.searchParams.get('apiKey')).toBe('pub-demo')
    expect(JSON.parse(url.searchParams.get('userAttributes') ?? '')).toEqual({
      urlPath: '/about',
      host: 'a.com',
      device: 'desktop',
    })
    expect(fetch.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal)
  })

  it('reports a page that does not exist', async () => {
    expect(await lookUpPage(plan, CONFIG, { fetch: answer({ results: [] }) })).toBe('missing')
  })

  it('answers 500 when the service fails, errs or does not answer in time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const refused = { status: 500, message: SERVICE_FAILED_MESSAGE }
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    expect(await lookUpPage(plan, CONFIG, { fetch: down })).toEqual(refused)
    const failing = answer({ error: { message: 'boom' } }, 503)
    expect(await lookUpPage(plan, CONFIG, { fetch: failing })).toEqual(refused)
    const hanging = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const started = Date.now()
    expect(await lookUpPage(plan, CONFIG, { fetch: hanging, timeoutMs: 50 })).toEqual(refused)
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})
