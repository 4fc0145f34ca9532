import { isIP } from 'node:net'
import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'

/** Loopback, private (RFC 1918, unique-local) and link-local addresses: where proxies live. */
export function isPrivateAddress(address: string): boolean {
  const ip = address.toLowerCase().replace(/^::ffff:/, '')
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number)
    return (
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    )
  }
  if (isIP(ip) === 6) {
    return ip === '::1' || /^f[cd]/.test(ip) || /^fe[89ab]/.test(ip)
  }
  return false
}

/** The TCP peer of a request served by @hono/node-server (undefined under `app.request`). */
function socketAddress(c: Context<AppEnv>): string | undefined {
  const env: unknown = c.env
  if (typeof env !== 'object' || env === null) return undefined
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: unknown } } }).incoming
  const address = incoming?.socket?.remoteAddress
  return typeof address === 'string' && address !== '' ? address : undefined
}

/**
 * The address a request comes from, for rate limiting.
 *
 * The TCP peer, unless that peer is on a private network (a load balancer or reverse proxy)
 * or unknown (in-process `app.request`): then the `X-Forwarded-For` hops are read from the
 * right (proxies append to the end) and the first public address wins, so a client cannot
 * pick its own bucket by sending the header itself to a public listener. Falls back to the
 * peer, then to `unknown`.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const peer = socketAddress(c)
  if (peer !== undefined && !isPrivateAddress(peer)) return peer
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => isIP(hop.replace(/^::ffff:/i, '')) !== 0)
  // All hops private: the client is on the internal network too; the leftmost hop is it.
  const forwarded = [...hops].reverse().find((hop) => !isPrivateAddress(hop)) ?? hops[0]
  return forwarded ?? peer ?? 'unknown'
}
