import { describe, expect, it } from 'vitest'
import {
  chromiumArgs,
  devToolsPort,
  LIGHTHOUSE_KEYS,
  lighthouseFlags,
  serviceCommand,
  siteCommand,
  siteUrl,
} from './lighthouse-args.ts'
import type { StackPlan } from './lighthouse-args.ts'

const PLAN: StackPlan = {
  servicePort: 41001,
  sitePort: 41002,
  database: '/tmp/x/demo.db',
  serviceBin: '/repo/packages/server/bin/tessera.js',
  nextBin: '/repo/node_modules/next/dist/bin/next',
}

describe('Lighthouse benchmark arguments', () => {
  it('runs the service with the demo content, a fresh database and the fixed keys', () => {
    const { args, env } = serviceCommand(PLAN, { PATH: '/bin', TESSERA_PUBLIC_KEY: 'other' })
    expect(args).toEqual([
      PLAN.serviceBin,
      'serve',
      '--port',
      '41001',
      '--host',
      '127.0.0.1',
      '--database',
      '/tmp/x/demo.db',
      '--demo',
    ])
    expect(env).toMatchObject({
      PATH: '/bin',
      TESSERA_PUBLIC_KEY: LIGHTHOUSE_KEYS.publicKey,
      TESSERA_PRIVATE_KEY: LIGHTHOUSE_KEYS.privateKey,
    })
  })

  it('runs the built site in production mode against that service', () => {
    const { args, env } = siteCommand(PLAN, { PATH: '/bin' })
    expect(args).toEqual([PLAN.nextBin, 'start', '-p', '41002'])
    expect(env).toMatchObject({
      PATH: '/bin',
      TESSERA_API_HOST: 'http://127.0.0.1:41001',
      TESSERA_PUBLIC_KEY: LIGHTHOUSE_KEYS.publicKey,
      NODE_ENV: 'production',
    })
    expect(env.TESSERA_PRIVATE_KEY).toBeUndefined()
    expect(siteUrl(PLAN)).toBe('http://localhost:41002/')
  })

  it("launches Chromium headless with the project's flags and its own DevTools port", () => {
    const args = chromiumArgs('/tmp/profile')
    expect(args.slice(0, 4)).toEqual([
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ])
    expect(args).toContain('--remote-debugging-port=0')
    expect(args).toContain('--user-data-dir=/tmp/profile')
  })

  it("reads the DevTools port from Chromium's stderr", () => {
    const stderr =
      '[0101/000000.000:WARNING:x.cc(1)] noise\n' +
      'DevTools listening on ws://127.0.0.1:39123/devtools/browser/0c4a-11\n'
    expect(devToolsPort(stderr)).toBe(39123)
    expect(devToolsPort('DevTools listening on')).toBeNull()
  })

  it("keeps Lighthouse's default (mobile) config and gathers performance only", () => {
    const flags = lighthouseFlags(39123)
    expect(flags).toEqual({
      port: 39123,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    expect(flags).not.toHaveProperty('formFactor')
    expect(flags).not.toHaveProperty('throttlingMethod')
    expect(flags).not.toHaveProperty('preset')
  })
})
