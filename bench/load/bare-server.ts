/**
 * The baseline of the load benchmark: a bare `node:http` server answering every request with
 * the same bytes and headers, i.e. the most any Node HTTP service can do on this machine.
 * @module
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface BareServer {
  /** `http://127.0.0.1:<port>` */
  origin: string
  close(): Promise<void>
}

/** Starts the bare server on 127.0.0.1 and a free port, answering 200 with `body` (JSON). */
export async function startBareServer(body: string | Uint8Array): Promise<BareServer> {
  const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body)
  const headers = {
    'content-type': 'application/json',
    'content-length': String(bytes.length),
  }
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      res.writeHead(200, headers)
      res.end(bytes)
    })
  })
  server.keepAliveTimeout = 10_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
