import { createServer } from 'node:http'
import type { IncomingMessage, Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { compareByPriority, matchesTargeting } from '@tessera/core/targeting'
import type { Entry, TrackedEvent, UserAttributes } from '@tessera/core'

/**
 * A minimal stand-in for the content service, used by the demo until `@tessera/server` exists:
 * `GET /api/v3/content/:model` filters the given entries with the core targeting matcher, and
 * `POST /api/v1/track` collects events.
 */
export interface DemoService {
  origin: string
  events: TrackedEvent[]
  close(): Promise<void>
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })
}

export async function startDemoService(entries: Entry[], apiKey: string): Promise<DemoService> {
  const events: TrackedEvent[] = []
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(value))
    }
    if (req.method === 'POST' && url.pathname === '/api/v1/track') {
      void readBody(req).then((body) => {
        const parsed = JSON.parse(body) as { events?: TrackedEvent[] }
        events.push(...(parsed.events ?? []))
        send(200, { ok: true })
      })
      return
    }
    if (req.method === 'GET' && url.pathname.startsWith('/api/v3/content/')) {
      if (url.searchParams.get('apiKey') !== apiKey) return send(401, { error: 'bad apiKey' })
      const attributes = JSON.parse(
        url.searchParams.get('userAttributes') ?? '{}',
      ) as UserAttributes
      const limit = Number(url.searchParams.get('limit') ?? 30)
      const results = entries
        .filter((entry) => matchesTargeting(entry, attributes))
        .sort(compareByPriority)
        .slice(0, limit)
      return send(200, { results })
    }
    send(404, { error: 'not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    events,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
