import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { drainUnreadBody } from './drain-unread-body.ts'

export interface ListenHttpOptions {
  /** The application: a web-standard `fetch` handler (`app.fetch`). */
  fetch: (request: Request) => Response | Promise<Response>
  /** Interface to listen on. */
  host: string
  /** Port; 0 picks a free one. */
  port: number
}

/** A listening HTTP server that can be drained. */
export interface HttpListener {
  /** The port listened on (the real one when 0 was asked). */
  port: number
  server: Server
  /**
   * Stops accepting connections and resolves when the requests in flight have been answered;
   * idle keep-alive connections are closed at once, busy ones after their response. After
   * `timeoutMs` the remaining connections are cut (`forced: true`). Calling it again returns
   * the same promise.
   */
  drain(timeoutMs: number): Promise<{ forced: boolean }>
}

/**
 * Serves `fetch` over HTTP/1.1 (node:http with @hono/node-server's request adapter) and
 * resolves once listening; rejects when the port cannot be bound (in use, no permission).
 */
export async function listenHttp(options: ListenHttpOptions): Promise<HttpListener> {
  const handle = getRequestListener(options.fetch)
  let draining: Promise<{ forced: boolean }> | undefined
  const server = createServer((req, res) => {
    // While draining, answer what is in flight and let no connection be reused.
    if (draining) res.setHeader('Connection', 'close')
    drainUnreadBody(req, res)
    res.on('finish', () => {
      if (draining) setImmediate(() => server.closeIdleConnections())
    })
    void handle(req, res)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  return {
    port,
    server,
    drain(timeoutMs) {
      draining ??= new Promise((resolve) => {
        let forced = false
        const timer = setTimeout(() => {
          forced = true
          server.closeAllConnections()
        }, timeoutMs)
        server.close(() => {
          clearTimeout(timer)
          resolve({ forced })
        })
        server.closeIdleConnections()
      })
      return draining
    },
  }
}
