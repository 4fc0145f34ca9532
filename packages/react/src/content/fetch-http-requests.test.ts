import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sendJson, startRecordingServer } from '../../../../test-utils/recording-server.ts'
import type { RecordingServer } from '../../../../test-utils/recording-server.ts'
import { fetchHttpRequests } from './fetch-http-requests.ts'

let server: RecordingServer

beforeAll(async () => {
  server = await startRecordingServer((request, res) => {
    if (request.path === '/fail') sendJson(res, 500, { error: 'no' })
    else
      sendJson(res, 200, { path: request.path, query: request.query.get('q'), body: request.body })
  })
})
afterAll(() => server.close())

describe('fetchHttpRequests', () => {
  it('fetches each request into its state key, interpolating URLs from state', async () => {
    const onError = vi.fn()
    const result = await fetchHttpRequests(
      {
        id: 'c1',
        data: {
          httpRequests: {
            products: `${server.origin}/products?q={{state.query}}`,
            created: {
              '@type': '@builder.io/core:Request',
              request: {
                url: `${server.origin}/create`,
                method: 'post',
                body: { a: 1 },
                headers: { 'x-test': '1' },
              },
            },
            broken: `${server.origin}/fail`,
            skipped: `${server.origin}/skipped`,
          },
        },
      },
      { query: 'shoes' },
      { skip: ['skipped'], onError },
    )
    expect(result).toEqual({
      products: { path: '/products', query: 'shoes', body: '' },
      created: { path: '/create', query: null, body: '{"a":1}' },
    })
    expect(onError.mock.calls.map(([key, error]) => [key, (error as Error).message])).toEqual([
      ['broken', `HTTP 500 from ${server.origin}/fail`],
    ])
    const create = server.requests.find((request) => request.path === '/create')
    expect(create?.method).toBe('POST')
    expect(create?.headers['x-test']).toBe('1')
    expect(server.requests.some((request) => request.path === '/skipped')).toBe(false)
  })

  it('resolves to nothing for content without requests', async () => {
    expect(await fetchHttpRequests({ id: 'c1', data: {} })).toEqual({})
    expect(await fetchHttpRequests(null)).toEqual({})
  })

  it('sends no body with GET', async () => {
    await fetchHttpRequests({
      id: 'c1',
      data: {
        httpRequests: {
          x: {
            '@type': '@builder.io/core:Request',
            request: { url: `${server.origin}/get`, body: 'b' },
          },
        },
      },
    })
    expect(server.requests.find((request) => request.path === '/get')?.body).toBe('')
  })
})
