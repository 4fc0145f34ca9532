import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { TesseraError } from '@tessera/core'
import { startRecordingServer, sendJson } from '../../../../test-utils/recording-server.ts'
import type { RecordingServer } from '../../../../test-utils/recording-server.ts'
import { parseRetryAfter, sendEvents } from './send-events.ts'
import type { TrackSendError } from './send-events.ts'

let server: RecordingServer
beforeEach(async () => {
  server = await startRecordingServer()
})
afterEach(async () => {
  await server.close()
})

const body = '{"events":[{"type":"impression","data":{"ownerId":"k"}}]}'

describe('sendEvents', () => {
  it('posts the JSON body with fetch', async () => {
    const url = `${server.origin}/api/v1/track`
    await expect(sendEvents({ url, body, urgent: false, fetch })).resolves.toBe('fetch')
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/api/v1/track', body })
    expect(server.requests[0]?.headers['content-type']).toBe('application/json')
  })

  it('rejects with the status of an error answer', async () => {
    server.setHandler((_req, res) => sendJson(res, 503, {}))
    const error = (await sendEvents({ url: server.origin, body, urgent: false, fetch }).catch(
      (caught: unknown) => caught,
    )) as TesseraError
    expect(error.code).toBe('HTTP')
    expect(error.message).toBe('Tracking request failed with status 503')
  })

  it('says whether a refused batch may be sent again, and when', async () => {
    server.setHandler((_req, res) => {
      res.setHeader('retry-after', '2')
      sendJson(res, server.requests.length === 1 ? 503 : 400, {})
    })
    const send = () =>
      sendEvents({ url: server.origin, body, urgent: false, fetch }).catch(
        (caught: unknown) => caught as TrackSendError,
      )
    expect(await send()).toMatchObject({ status: 503, retryable: true, retryAfterMs: 2000 })
    expect(await send()).toMatchObject({ status: 400, retryable: false })
  })

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.UTC(2026, 0, 1)
    expect(parseRetryAfter('3', now)).toBe(3000)
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000)
    expect(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter(null, now)).toBeUndefined()
  })

  it('rejects clearly without fetch', async () => {
    await expect(sendEvents({ url: server.origin, body, urgent: false })).rejects.toThrow(
      'Tracking request failed: no fetch available',
    )
  })

  it('uses sendBeacon for urgent sends, synchronously', () => {
    const calls: [string, unknown][] = []
    const result = sendEvents({
      url: 'https://api.test/api/v1/track',
      body,
      urgent: true,
      fetch,
      sendBeacon: (url, data) => calls.push([url, data]) > 0,
    })
    expect(calls).toEqual([['https://api.test/api/v1/track', body]])
    return expect(result).resolves.toBe('beacon')
  })

  it('ignores sendBeacon for ordinary sends and falls back to fetch when it refuses', async () => {
    const beacons: unknown[] = []
    const url = server.origin
    await sendEvents({ url, body, urgent: false, fetch, sendBeacon: (u) => beacons.push(u) > 0 })
    expect(beacons).toEqual([])
    await expect(
      sendEvents({ url, body, urgent: true, fetch, sendBeacon: (u) => beacons.push(u) < 0 }),
    ).resolves.toBe('fetch')
    expect(beacons).toEqual([url])
    expect(server.requests).toHaveLength(2)
  })
})
