import { serve } from '@hono/node-server'
import type { ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '../app-env.ts'
import { clientAddress, isPrivateAddress } from './client-address.ts'

const app = new Hono<AppEnv>()
app.get('/', (c) => c.text(clientAddress(c)))

let server: ServerType | undefined
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

describe('isPrivateAddress', () => {
  it('recognises loopback, private and link-local addresses', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.1.1']) {
      expect(isPrivateAddress(address)).toBe(true)
    }
    expect(isPrivateAddress('::1')).toBe(true)
    expect(isPrivateAddress('fd00::1')).toBe(true)
    expect(isPrivateAddress('::ffff:10.0.0.1')).toBe(true)
    for (const address of ['8.8.8.8', '172.32.0.1', '2001:db8::1', 'garbage']) {
      expect(isPrivateAddress(address)).toBe(false)
    }
  })
})

describe('clientAddress', () => {
  it('reads X-Forwarded-For from the right, skipping private proxies', async () => {
    const forwarded = async (header: string) =>
      (await app.request('/', { headers: { 'x-forwarded-for': header } })).text()
    expect(await forwarded('1.1.1.1, 2.2.2.2, 10.0.0.5')).toBe('2.2.2.2')
    expect(await forwarded('10.0.0.9, 192.168.0.1')).toBe('10.0.0.9')
    expect(await forwarded('nonsense')).toBe('unknown')
    expect(await (await app.request('/')).text()).toBe('unknown')
  })

  it('uses the socket peer over real HTTP, and the forwarded client behind a local proxy', async () => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server?.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    const origin = `http://127.0.0.1:${port}/`
    expect(await (await fetch(origin)).text()).toBe('127.0.0.1')
    const proxied = await fetch(origin, { headers: { 'x-forwarded-for': '9.9.9.9' } })
    expect(await proxied.text()).toBe('9.9.9.9')
  })
})
