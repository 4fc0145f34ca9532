import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { spawnCli } from './spawn-cli.test-support.ts'
import type { SpawnedCli } from './spawn-cli.test-support.ts'

const FIXTURE = 'packages/server/src/serve/slow-serve.test-support.ts'

let dir: string
let child: SpawnedCli | undefined

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-shutdown-'))
})

afterEach(async () => {
  child?.kill('SIGKILL')
  await child?.exited
  child = undefined
  await rm(dir, { recursive: true, force: true })
})

async function serve(): Promise<string> {
  const args = ['serve', '--port', '0', '--host', '127.0.0.1', '-d', join(dir, 't.db')]
  child = spawnCli(['--import', 'tsx', FIXTURE, ...args])
  const [, url = ''] = await child.waitFor(/listening on (http:\/\/\S+)/)
  return url
}

describe('graceful shutdown on a signal', () => {
  it('finishes the request in flight, runs the hooks and exits with 0 on SIGTERM', async () => {
    const url = await serve()
    const slow = fetch(`${url}/test/slow?ms=800`)
    await child?.waitFor(/slow request started/)
    child?.kill('SIGTERM')
    await child?.waitFor(/"signal":"SIGTERM","message":"shutting down"/)
    await expect(fetch(`${url}/health`)).rejects.toThrow()
    const response = await slow
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('slow done')
    expect(await child?.exited).toEqual({ code: 0, signal: null })
    const out = child?.stdout() ?? ''
    const order = ['"path":"/test/slow"', 'shutdown hook ran', '"message":"tessera stopped"']
    const positions = order.map((text) => out.indexOf(text))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  })

  it('stops the same way on SIGINT', async () => {
    await serve()
    child?.kill('SIGINT')
    expect(await child?.exited).toEqual({ code: 0, signal: null })
    expect(child?.stdout()).toContain('shutdown hook ran')
  })
})
