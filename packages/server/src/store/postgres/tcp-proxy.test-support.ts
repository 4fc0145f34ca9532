import { connect, createServer } from 'node:net'
import type { Socket } from 'node:net'

/** A TCP proxy on 127.0.0.1 in front of another address, whose live connections can be cut silently. */
export interface TcpProxy {
  port: number
  /**
   * Stops forwarding on every open connection without closing it (a network cut that sends no
   * reset: both ends wait forever). New connections are forwarded as before.
   */
  blackholeOpen(): void
  close(): Promise<void>
}

/** Starts a {@link TcpProxy} to `target` (e.g. PostgreSQL on 127.0.0.1:5432). */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>()
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host)
    sockets.add(client).add(upstream)
    const pair: [Socket, Socket] = [client, upstream]
    pairs.add(pair)
    client.pipe(upstream)
    upstream.pipe(client)
    const forget = () => {
      pairs.delete(pair)
      sockets.delete(client)
      sockets.delete(upstream)
      client.destroy()
      upstream.destroy()
    }
    client.on('error', forget).on('close', forget)
    upstream.on('error', forget).on('close', forget)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    blackholeOpen() {
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream)
        upstream.unpipe(client)
        client.pause()
        upstream.pause()
      }
      pairs.clear()
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
