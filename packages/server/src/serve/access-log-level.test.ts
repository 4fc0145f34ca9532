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
  dir = await mkdtemp(join(tmpdir(), 'tessera-log-level-'))
})

afterEach(async () => {
  child?.kill('SIGKILL')
  await child?.exited
  child = undefined
  await rm(dir, { recursive: true, force: true })
})

/** `tessera serve` (with the fixture's routes) under `env`; resolves with its URL. */
async function serve(env: Record<string, string>): Promise<string> {
  const args = ['serve', '--port', '0', '--host', '127.0.0.1', '-d', join(dir, 't.db')]
  child = spawnCli(['--import', 'tsx', FIXTURE, ...args], env)
  const [, url = ''] = await child.waitFor(/listening on (http:\/\/\S+)/)
  return url
}

/** The JSON lines of `text`, parsed. */
function jsonLines(text: string): Array<Record<string, unknown>> {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

/** Requests /health (200) and /test/fail (500), then stops the service. */
async function requestThenStop(url: string): Promise<void> {
  expect((await fetch(`${url}/health`)).status).toBe(200)
  expect((await fetch(`${url}/test/fail`)).status).toBe(500)
  child?.kill('SIGTERM')
  expect(await child?.exited).toEqual({ code: 0, signal: null })
}

describe('tessera serve access lines', () => {
  it('logs every request at the default level (info), 5xx at warn on stderr', async () => {
    await requestThenStop(await serve({}))
    const out = jsonLines(child?.stdout() ?? '')
    expect(out.filter((line) => line.message === 'request')).toEqual([
      expect.objectContaining({ level: 'info', path: '/health', status: 200 }),
    ])
    expect(out.map((line) => line.message)).toContain('tessera stopped')
    const err = jsonLines(child?.stderr() ?? '')
    expect(err).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'request',
        path: '/test/fail',
        status: 500,
      }),
    )
  })

  it('with LOG_LEVEL=warn writes no line for a 2xx, and still those of a 5xx', async () => {
    await requestThenStop(await serve({ LOG_LEVEL: 'warn' }))
    expect(jsonLines(child?.stdout() ?? '')).toEqual([])
    expect(child?.stdout()).toContain('Tessera is listening on')
    const err = jsonLines(child?.stderr() ?? '')
    expect(err.map((line) => [line.level, line.message, line.path])).toEqual([
      ['error', 'request failed', '/test/fail'],
      ['warn', 'request', '/test/fail'],
    ])
  })

  it('refuses a bad LOG_LEVEL with a clear error', async () => {
    child = spawnCli(['--import', 'tsx', FIXTURE, 'serve', '-d', join(dir, 't.db')], {
      LOG_LEVEL: 'loud',
    })
    expect(await child.exited).toEqual({ code: 1, signal: null })
    expect(child.stderr()).toContain(
      'tessera: Invalid LOG_LEVEL "loud": expected one of trace, debug, info, warn, error, fatal, silent',
    )
  })
})
