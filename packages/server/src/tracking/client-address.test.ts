import { serve } from '@hono/node-server'
import type { ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '../app-env.ts'
import { createClientAddress, parseTrustedProxies } from './client-address.ts'

function appTrusting(entries: string[]): Hono<AppEnv> {
  const addressOf = createClientAddress(parseTrustedProxies(entries))
  const app = new Hono<AppEnv>()
  app.get('/', (c) => c.text(addressOf(c)))
  return app
}

let server: ServerType | undefined
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

async function listen(app: Hono<AppEnv>): Promise<string> {
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server?.once('listening', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}

describe('parseTrustedProxies', () => {
  it('takes addresses, CIDR ranges and "private"', () => {
    const list = parseTrustedProxies(['10.0.0.5', '192.168.0.0/16', 'fd00::/8'])
    expect(list.check('10.0.0.5')).toBe(true)
    expect(list.check('10.0.0.6')).toBe(false)
    expect(list.check('192.168.44.1')).toBe(true)
    expect(list.check('fd12::1', 'ipv6')).toBe(true)
    const privates = parseTrustedProxies(['private'])
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.1.1']) {
      expect(privates.check(ip)).toBe(true)
    }
    expect(privates.check('8.8.8.8')).toBe(false)
    expect(privates.check('::1', 'ipv6')).toBe(true)
  })

  it('names an entry it cannot read', () => {
    expect(() => parseTrustedProxies(['10.0.0.0/33'])).toThrow(
      '"10.0.0.0/33" is not an IP address, a CIDR range or "private"',
    )
    expect(() => parseTrustedProxies(['proxy.local'])).toThrow('"proxy.local" is not an IP')
  })
})

describe('createClientAddress', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy (regression 16, item 7)', async () => {
    // Before: any peer on a private address was trusted, so random X-Forwarded-For values
    // each got a bucket of their own.
    const origin = await listen(appTrusting([]))
    expect(await (await fetch(origin)).text()).toBe('127.0.0.1')
    for (const forwarded of ['9.9.9.9', '1.2.3.4, 5.6.7.8']) {
      const response = await fetch(origin, { headers: { 'x-forwarded-for': forwarded } })
      expect(await response.text()).toBe('127.0.0.1')
    }
  })

  it('reads the client from X-Forwarded-For behind a trusted proxy, skipping trusted hops', async () => {
    const origin = await listen(appTrusting(['127.0.0.1', '10.0.0.0/8']))
    const from = async (forwarded: string) =>
      (await fetch(origin, { headers: { 'x-forwarded-for': forwarded } })).text()
    expect(await from('9.9.9.9')).toBe('9.9.9.9')
    // The client's own header comes first; the proxies append what they saw.
    expect(await from('6.6.6.6, 9.9.9.9, 10.0.0.7')).toBe('9.9.9.9')
    expect(await from('10.0.0.9, 10.0.0.8')).toBe('10.0.0.9')
    expect(await from('garbage')).toBe('127.0.0.1')
  })

  it('treats in-process requests as coming from a trusted proxy', async () => {
    const app = appTrusting([])
    const from = async (forwarded?: string) =>
      (
        await app.request('/', forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {})
      ).text()
    expect(await from('1.1.1.1, 2.2.2.2')).toBe('2.2.2.2')
    expect(await from()).toBe('unknown')
  })
})
