import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the server received, with its body read as text. */
export interface RecordedRequest {
  method: string
  /** Path and query string, exactly as sent. */
  url: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: string
}

export type Handler = (req: RecordedRequest, res: ServerResponse) => void | Promise<void>

export interface RecordingServer {
  /** `http://127.0.0.1:<port>` */
  origin: string
  requests: RecordedRequest[]
  /** Replace the handler for the next requests. */
  setHandler(handler: Handler): void
  close(): Promise<void>
}

/** Sends `value` as JSON with CORS headers. */
export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
  })
  res.end(JSON.stringify(value))
}

/**
 * A real HTTP server on 127.0.0.1 and a free port that records every request, for tests of
 * code that talks HTTP (no mocked fetch).
 */
export async function startRecordingServer(handler?: Handler): Promise<RecordingServer> {
  let current: Handler = handler ?? ((_req, res) => sendJson(res, 200, {}))
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = req.url ?? '/'
      const parsed = new URL(url, 'http://127.0.0.1')
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url,
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(recorded)
      Promise.resolve(current(recorded, res)).catch((error: unknown) => {
        sendJson(res, 500, { error: String(error) })
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    setHandler(next) {
      current = next
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
