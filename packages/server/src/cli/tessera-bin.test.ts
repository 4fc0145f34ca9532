import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { spawnCli } from '../serve/spawn-cli.test-support.ts'
import type { SpawnedCli } from '../serve/spawn-cli.test-support.ts'

const BIN = 'packages/server/bin/tessera.js'

let dir: string
let db: string
const children: SpawnedCli[] = []

function tessera(args: string[], env: Record<string, string> = {}): SpawnedCli {
  const child = spawnCli([BIN, ...args], env)
  children.push(child)
  return child
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-bin-'))
  db = join(dir, 'tessera.db')
})

afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill('SIGKILL')
    await child.exited
  }
  await rm(dir, { recursive: true, force: true })
})

describe('bin/tessera.js', () => {
  it('runs a command and exits with 0', async () => {
    const child = tessera(['keys', '--database', db], { TESSERA_PUBLIC_KEY: 'bin-public' })
    expect(await child.exited).toEqual({ code: 0, signal: null })
    expect(child.stdout()).toContain('Created space "default" with these API keys:')
    expect(child.stdout()).toContain('public   bin-public  Public key')
  })

  it('exits with 2 on bad usage', async () => {
    const child = tessera(['serve', '--port', 'abc'])
    expect(await child.exited).toEqual({ code: 2, signal: null })
    expect(child.stderr()).toBe(
      'tessera: Invalid --port "abc": expected an integer from 0 to 65535\nRun "tessera help" for usage.\n',
    )
  })

  it('imports a file and exports it again', async () => {
    const file = join(dir, 'home.json')
    await writeFile(file, JSON.stringify({ id: 'home', published: 'published', data: {} }))
    const imported = tessera(['import', file, '--model', 'page', '-d', db])
    expect(await imported.exited).toEqual({ code: 0, signal: null })
    expect(imported.stdout()).toContain(
      'Imported 1 entry from 1 of 1 files into space "default": 1 created, 0 updated, 1 published',
    )
    const exported = tessera(['export', join(dir, 'out'), '-d', db])
    expect(await exported.exited).toEqual({ code: 0, signal: null })
    expect(exported.stdout()).toContain('Exported 1 entry of 4 models')
  })

  it('serves content on a free port until SIGTERM', async () => {
    const child = tessera(['serve', '--port', '0', '--host', '127.0.0.1', '-d', db], {
      TESSERA_PUBLIC_KEY: 'served-key',
    })
    const [, url = ''] = await child.waitFor(/listening on (http:\/\/\S+)/)
    expect((await fetch(`${url}/health`)).status).toBe(200)
    const content = await fetch(`${url}/api/v3/content/page?apiKey=served-key`)
    expect(await content.json()).toEqual({ results: [] })
    child.kill('SIGTERM')
    expect(await child.exited).toEqual({ code: 0, signal: null })
    expect(child.stdout()).toContain('"message":"tessera stopped"')
  })
})
