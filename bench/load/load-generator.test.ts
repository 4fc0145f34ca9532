import { afterEach, describe, expect, it } from 'vitest'
import { startRecordingServer } from '../../test-utils/recording-server.ts'
import type { RecordingServer } from '../../test-utils/recording-server.ts'
import { percentile, runLoad } from './load-generator.ts'

let server: RecordingServer | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
})

describe('percentile', () => {
  it('picks the nearest rank of sorted values', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    expect(percentile(values, 0.5)).toBe(5)
    expect(percentile(values, 0.99)).toBe(10)
    expect(percentile(values, 0)).toBe(1)
    expect(percentile([], 0.5)).toBe(0)
  })
})

describe('runLoad', () => {
  it('sends the paths in turn over keep-alive connections and measures them', async () => {
    server = await startRecordingServer()
    const result = await runLoad({
      origin: server.origin,
      paths: ['/a', '/b'],
      connections: 2,
      durationMs: 200,
      warmupMs: 50,
    })
    expect(result.requests).toBeGreaterThan(0)
    expect(result.errors).toBe(0)
    expect(result.total).toBe(server.requests.length)
    expect(result.requestsPerSecond).toBeCloseTo(result.requests * 5, 5)
    expect(result.p50Ms).toBeGreaterThan(0)
    expect(result.p99Ms).toBeGreaterThanOrEqual(result.p50Ms)
    const paths = new Set(server.requests.map((request) => request.path))
    expect(paths).toEqual(new Set(['/a', '/b']))
    const connections = new Set(server.requests.map((request) => request.headers.connection))
    expect(connections).toEqual(new Set(['keep-alive']))
  })

  it('posts the body and counts non-2xx answers as errors', async () => {
    server = await startRecordingServer((_req, res) => {
      res.writeHead(429)
      res.end()
    })
    const result = await runLoad({
      origin: server.origin,
      paths: ['/track'],
      method: 'POST',
      body: '{"events":[]}',
      connections: 1,
      durationMs: 100,
      warmupMs: 0,
    })
    expect(result.requests).toBe(0)
    expect(result.errors).toBeGreaterThan(0)
    expect(server.requests[0]?.method).toBe('POST')
    expect(server.requests[0]?.body).toBe('{"events":[]}')
  })

  it('refuses hosts other than 127.0.0.1 and localhost', async () => {
    await expect(runLoad({ origin: 'http://example.com', paths: ['/'] })).rejects.toThrow(
      'The load generator only targets http://127.0.0.1, not http://example.com',
    )
    await expect(runLoad({ origin: 'http://127.0.0.1:1', paths: [] })).rejects.toThrow(
      'The load generator needs at least one path',
    )
  })
})
