import { BlockList, isIP } from 'node:net'
import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'

/** Loopback, private (RFC 1918, unique-local) and link-local ranges: the `private` keyword. */
const PRIVATE_RANGES: ReadonlyArray<[string, number, 'ipv4' | 'ipv6']> = [
  ['127.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
]

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) as plain IPv4. */
function plain(address: string): string {
  return address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
}

/**
 * Which peers are trusted to say, in `X-Forwarded-For`, whom they forward for: a list of
 * addresses (`10.0.0.5`), CIDR ranges (`10.0.0.0/8`, `fd00::/8`) and the keyword `private`
 * (loopback, private and link-local ranges). Throws on anything else, naming it.
 */
export function parseTrustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList()
  for (const entry of entries) {
    if (entry === 'private') {
      for (const [network, prefix, type] of PRIVATE_RANGES) list.addSubnet(network, prefix, type)
      continue
    }
    const [address = '', prefix] = entry.split('/')
    const version = isIP(plain(address))
    const bits = prefix === undefined ? (version === 6 ? 128 : 32) : Number(prefix)
    if (version === 0 || !Number.isInteger(bits) || bits < 0 || bits > (version === 6 ? 128 : 32)) {
      throw new Error(`"${entry}" is not an IP address, a CIDR range or "private"`)
    }
    list.addSubnet(plain(address), bits, version === 6 ? 'ipv6' : 'ipv4')
  }
  return list
}

function isTrusted(list: BlockList, address: string): boolean {
  const ip = plain(address)
  const version = isIP(ip)
  return version !== 0 && list.check(ip, version === 6 ? 'ipv6' : 'ipv4')
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
 * Makes the function that tells the address a request comes from, for rate limits and quotas.
 *
 * It is the TCP peer, unless that peer is a trusted proxy (`trustedProxies`, none by default):
 * then the `X-Forwarded-For` hops are read from the right (each proxy appends the address it
 * got the request from), trusted proxies are skipped, and the first other hop is the client.
 * So a client talking to the service directly cannot pick its bucket by sending the header, and
 * behind configured proxies each real client gets its own. A request made in-process
 * (`app.request`, no socket) counts as coming from a trusted proxy.
 * @example
 * const addressOf = createClientAddress(parseTrustedProxies(['10.0.0.0/8']))
 * limiter.take(addressOf(c))
 */
export function createClientAddress(trustedProxies: BlockList): (c: Context<AppEnv>) => string {
  return (c) => {
    const peer = socketAddress(c)
    if (peer !== undefined && !isTrusted(trustedProxies, peer)) return plain(peer)
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => plain(hop.trim()))
      .filter((hop) => isIP(hop) !== 0)
    const client = [...hops].reverse().find((hop) => !isTrusted(trustedProxies, hop))
    // Every hop trusted: the leftmost is the farthest one known.
    return client ?? hops[0] ?? (peer === undefined ? 'unknown' : plain(peer))
  }
}
