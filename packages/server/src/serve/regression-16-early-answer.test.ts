import { Agent, request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listenHttp } from './listen-http.ts'
import type { HttpListener } from './listen-http.ts'

// Issue 16 (found by the reliability bench): after a large body answered early (413 from a
// size limit, 401, 429 before reading it), the next request on the same keep-alive connection
// got no answer: the unread rest of the body stalled the connection until it was cut. Now the
// rest is read and dropped, and the connection carries the next request.

let listener: HttpListener
const agent = new Agent({ keepAlive: true, maxSockets: 1 })

beforeAll(async () => {
  listener = await listenHttp({
    host: '127.0.0.1',
    port: 0,
    fetch: async (req) => {
      const path = new URL(req.url).pathname
      if (path === '/early') {
        // What a size limit does: look at the body, then refuse it without reading it.
        void req.body
        return new Response('too large', { status: 413 })
      }
      if (path === '/read') return new Response(String((await req.text()).length))
      return new Response('ok')
    },
  })
})

afterAll(async () => {
  agent.destroy()
  await listener.drain(1000)
})

/** POSTs `bytes` bytes over the shared keep-alive connection: status, Connection header, body. */
function post(
  path: string,
  bytes = 0,
): Promise<{ status: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const body = Buffer.alloc(bytes, 120)
    const sent = request(
      {
        host: '127.0.0.1',
        port: listener.port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-length': String(bytes) },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body: text,
          }),
        )
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

describe('regression 16: a body answered before it was read', () => {
  it('answers the next request on the same connection', async () => {
    for (const bytes of [1_100_000, 10 * 1024 * 1024, 1_100_000]) {
      expect(await post('/early', bytes)).toMatchObject({ status: 413, connection: 'keep-alive' })
      expect(await post('/next')).toMatchObject({ status: 200, body: 'ok' })
    }
  })

  it('keeps the connection of a request whose body was read', async () => {
    expect(await post('/read', 2 * 1024 * 1024)).toEqual({
      status: 200,
      connection: 'keep-alive',
      body: String(2 * 1024 * 1024),
    })
    expect(await post('/next')).toMatchObject({ status: 200, connection: 'keep-alive' })
  })
})
