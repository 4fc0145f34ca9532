import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendJson, startRecordingServer } from '../../../../test-utils/recording-server.ts'
import type { RecordingServer } from '../../../../test-utils/recording-server.ts'
import { fetchBuilderProps } from './fetch-builder-props.ts'

let server: RecordingServer
const PAGE = { id: 'p1', data: { blocks: [] } }

beforeAll(async () => {
  server = await startRecordingServer((_req, res) => sendJson(res, 200, { results: [PAGE] }))
})
afterAll(() => server.close())

describe('fetchBuilderProps (gen-2)', () => {
  it('fetches the page of a URL with its builder.* parameters, and returns <Content> props', async () => {
    const props = await fetchBuilderProps({
      apiKey: 'key1',
      apiHost: server.origin,
      url: 'https://site.example/about?builder.preview=page&builder.previewToken=t&x=1',
      userAttributes: { device: 'mobile' },
    })
    expect(props).toEqual({ apiKey: 'key1', apiHost: server.origin, model: 'page', content: PAGE })
    const request = server.requests.at(-1)
    expect(request?.path).toBe('/api/v3/content/page')
    expect(request?.query.get('limit')).toBe('1')
    expect(JSON.parse(request?.query.get('userAttributes') ?? '{}')).toEqual({
      device: 'mobile',
      urlPath: '/about',
    })
    expect(request?.query.get('preview')).toBe('page')
    expect(request?.query.get('previewToken')).toBe('t')
    expect(request?.query.has('x')).toBe(false)
  })

  it('takes path and searchParams over the URL, and a model', async () => {
    const props = await fetchBuilderProps({
      apiKey: 'key1',
      apiHost: server.origin,
      model: 'announcement',
      url: 'https://site.example/ignored?builder.cachebust=true',
      path: '/shop',
      searchParams: { 'builder.noCache': 'true' },
    })
    expect(props.model).toBe('announcement')
    const request = server.requests.at(-1)
    expect(request?.path).toBe('/api/v3/content/announcement')
    expect(JSON.parse(request?.query.get('userAttributes') ?? '{}')).toEqual({ urlPath: '/shop' })
    expect(request?.query.get('noCache')).toBe('true')
    expect(request?.query.has('cachebust')).toBe(false)
  })
})
