import { afterEach, describe, expect, it, vi } from 'vitest'
import { lookUpPage, REFUSED_PARAMETER_MESSAGE, SERVICE_FAILED_MESSAGE } from './look-up-page.ts'
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

  it('answers 400 with the service’s reason when it refuses the URL’s builder.* parameters', async () => {
    const withParams = planPageFetch({
      path: '/',
      search: '?builder.params.includeUnpublished=true',
    })
    for (const status of [400, 403]) {
      const refusing = answer(
        { error: { code: 'X', message: 'includeUnpublished needs the private key' } },
        status,
      )
      expect(await lookUpPage(withParams, CONFIG, { fetch: refusing })).toEqual({
        status: 400,
        message: `${REFUSED_PARAMETER_MESSAGE}: includeUnpublished needs the private key.`,
      })
    }
    const bare = vi.fn(async () => new Response(null, { status: 400 }))
    expect(await lookUpPage(withParams, CONFIG, { fetch: bare })).toEqual({
      status: 400,
      message: `${REFUSED_PARAMETER_MESSAGE}.`,
    })
  })

  it('answers 500 for a 4xx the URL cannot have caused (the site’s key, no builder.* parameter)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const refused = { status: 500, message: SERVICE_FAILED_MESSAGE }
    const withParams = planPageFetch({ path: '/', search: '?builder.params.offset=1' })
    const badKey = answer({ error: { message: 'Unknown API key' } }, 401)
    expect(await lookUpPage(withParams, CONFIG, { fetch: badKey })).toEqual(refused)
    const forbidden = answer({ error: { message: 'Forbidden' } }, 403)
    expect(await lookUpPage(plan, CONFIG, { fetch: forbidden })).toEqual(refused)
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
    // Never answers: only the timeout can end it (else the test itself times out).
    expect(await lookUpPage(plan, CONFIG, { fetch: hanging, timeoutMs: 50 })).toEqual(refused)
  })
})
