import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openStore } from '../store/open-store.ts'
import { helpText } from './help-text.ts'
import { runCli } from './run-cli.ts'

let dir: string
let db: string
let out: string[]
let err: string[]

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-cli-'))
  db = join(dir, 'tessera.db')
  out = []
  err = []
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function run(argv: string[], env: Record<string, string> = {}) {
  return runCli(argv, {
    env,
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
    serve: { handleSignals: false },
  })
}

/** Lines of `keys` output as [kind, key]. */
function listedKeys(lines: string[]): string[][] {
  return lines
    .filter((line) => /^(public|private) /.test(line))
    .map((line) => line.split(/\s+/).slice(0, 2))
}

describe('runCli', () => {
  it('prints the help', async () => {
    expect(await run(['help'])).toEqual({ exitCode: 0 })
    expect(out).toEqual([helpText()])
    out = []
    await run(['serve', '--help'])
    expect(out).toEqual([helpText('serve')])
    expect(out[0]).toContain('-p, --port <n>')
  })

  it('exits with 2 and a pointer to the help on bad usage', async () => {
    expect(await run(['serve', '--port', 'x'])).toEqual({ exitCode: 2 })
    expect(err).toEqual([
      'tessera: Invalid --port "x": expected an integer from 0 to 65535',
      'Run "tessera help" for usage.',
    ])
    expect(out).toEqual([])
  })

  it('exits with 1 and the reason when the environment is wrong', async () => {
    expect(await run(['migrate', '-d', db], { PORT: 'abc' })).toEqual({ exitCode: 1 })
    expect(err).toEqual(['tessera: Invalid PORT "abc": expected an integer from 0 to 65535'])
  })

  it('migrates the database named by DATABASE_URL', async () => {
    expect(await run(['migrate'], { DATABASE_URL: db })).toEqual({ exitCode: 0 })
    expect(out).toEqual(['The sqlite database is up to date'])
    const store = await openStore(db)
    expect(await store.listSpaces()).toEqual([])
    await store.close()
  })

  it('creates the space on first use of keys, and lists its keys', async () => {
    expect(await run(['keys', '-d', db])).toEqual({ exitCode: 0 })
    const [publicKey = '', privateKey = ''] = out.slice(1, 3).map((line) => line.split(/\s+/)[2])
    expect(out.slice(0, 5)).toEqual([
      'Created space "default" with these API keys:',
      `  public   ${publicKey}`,
      `  private  ${privateKey}`,
      'Keep the private key secret: it can change and publish content.',
      'API keys of space "default":',
    ])
    // Keys created in the same millisecond are listed by key.
    const listing = [`public   ${publicKey}  Public key`, `private  ${privateKey}  Private key`]
    expect(out.slice(5).sort()).toEqual(listing.sort())
    out = []
    await run(['keys', 'list', '-d', db])
    expect(out[0]).toBe('API keys of space "default":')
    expect(out.slice(1).sort()).toEqual(listing.sort())
  })

  it('creates a key', async () => {
    await run(['keys', '-d', db])
    out = []
    expect(await run(['keys', 'create', '--kind', 'private', '--name', 'CI', '-d', db])).toEqual({
      exitCode: 0,
    })
    expect(out[0]).toBe('Created a private key in space "default":')
    expect(out[1]).toMatch(/^private {2}[0-9a-f]{32} {2}CI$/)
    out = []
    await run(['keys', '-d', db])
    expect(
      listedKeys(out)
        .map(([kind]) => kind)
        .sort(),
    ).toEqual(['private', 'private', 'public'])
  })

  it('honours TESSERA_PUBLIC_KEY and TESSERA_PRIVATE_KEY', async () => {
    const env = { DATABASE_URL: db, TESSERA_PUBLIC_KEY: 'pub-1', TESSERA_PRIVATE_KEY: 'priv-1' }
    await run(['keys'], env)
    expect(listedKeys(out.slice(5)).sort()).toEqual([
      ['private', 'priv-1'],
      ['public', 'pub-1'],
    ])
  })

  it('refuses an unknown --space', async () => {
    expect(await run(['keys', '--space', 'nope', '-d', db])).toEqual({ exitCode: 1 })
    expect(err).toEqual(['tessera: Space "nope" not found'])
  })

  it('exports and imports into a fresh database', async () => {
    const source = await openStore(db)
    await source.migrate()
    await source.createSpace({ id: 'default', name: 'default' })
    await source.upsertModel({ spaceId: 'default', name: 'page', kind: 'page' })
    await source.createEntry({
      spaceId: 'default',
      model: 'page',
      body: { id: 'p1', published: 'published', data: { title: 'One' } },
    })
    await source.close()
    const backup = join(dir, 'backup')
    expect(await run(['export', backup, '-d', db, '--space', 'default'])).toEqual({ exitCode: 0 })
    expect(out.at(-1)).toBe(
      `Exported 1 entry of 1 model and 0 asset files from space "default" to ${backup}`,
    )
    out = []
    const copy = join(dir, 'copy.db')
    expect(await run(['import', backup, '-d', copy])).toEqual({ exitCode: 0 })
    expect(out.at(-1)).toBe(
      'Imported 1 entry from 2 of 2 files into space "default": 1 created, 0 updated, 1 published, 0 asset files',
    )
    const target = await openStore(copy)
    const record = await target.getEntry({ spaceId: 'default', id: 'p1' })
    expect(record?.published).toMatchObject({ data: { title: 'One' } })
    await target.close()
  })

  it('lists bad import files and exits with 1', async () => {
    const bad = join(dir, 'bad.json')
    await writeFile(bad, '{"id":"x"}')
    expect(await run(['import', bad, '--model', 'page', '-d', db])).toEqual({ exitCode: 1 })
    expect(err).toEqual([`tessera: ${bad}: Entry 1: "data" must be an object`])
    expect(out.at(-1)).toBe(
      'Imported 0 entries from 0 of 1 files into space "default": 0 created, 0 updated, 0 published, 0 asset files',
    )
  })

  it('serves until closed', async () => {
    const result = await run(['serve', '--port', '0', '--host', '127.0.0.1', '-d', db])
    expect(result.exitCode).toBe(0)
    const server = result.server
    if (!server) throw new Error('no server')
    try {
      const health = await fetch(`${server.url}/health`)
      expect(health.status).toBe(200)
      expect(JSON.parse(out[0] ?? '')).toMatchObject({ message: 'tessera started' })
      expect(out[1]).toBe(
        `Tessera is listening on ${server.url} (space "default", public key ${server.space.publicKey.key})`,
      )
    } finally {
      await server.close()
    }
  })

  it('creates the admin on the first start and prints a one-time link, never again', async () => {
    const env = { TESSERA_PUBLIC_URL: 'http://localhost:4000', TESSERA_EDITOR_DIR: dir }
    const first = await run(['serve', '--port', '0', '--host', '127.0.0.1', '-d', db], env)
    await first.server?.close()
    expect(out).toContain('Editor: http://localhost:4000/editor/')
    expect(out).toContain(
      'Created the admin account admin@localhost. Sign in to the editor once with this link (valid for a day) and choose a password:',
    )
    expect(
      out.some((line) => /^ {2}http:\/\/localhost:4000\/editor\/#sign-in=[\w-]{43}$/.test(line)),
    ).toBe(true)
    out = []
    const second = await run(['serve', '--port', '0', '--host', '127.0.0.1', '-d', db], env)
    await second.server?.close()
    expect(out.some((line) => line.includes('sign-in='))).toBe(false)
  })

  it('adds, lists and links editor accounts', async () => {
    expect(
      (
        await run([
          'users',
          'create',
          '--email',
          'Ed@Example.com',
          '--role',
          'editor',
          '-d',
          db,
          '--url',
          'https://cms.example',
        ])
      ).exitCode,
    ).toBe(0)
    expect(out).toContain('Created editor  ed@example.com  ed  (no password yet)')
    expect(out.at(-1)).toMatch(/^ {2}https:\/\/cms\.example\/editor\/#sign-in=[\w-]{43}$/)
    out = []
    expect((await run(['users', '-d', db])).exitCode).toBe(0)
    expect(out).toContain('editor  ed@example.com  ed  (no password yet)')
    expect((await run(['users', 'link', '--email', 'ed@example.com', '-d', db])).exitCode).toBe(0)
    expect((await run(['users', 'link', '--email', 'no@example.com', '-d', db])).exitCode).toBe(1)
    expect(err.at(-1)).toBe('tessera: No account no@example.com in space "default"')
    expect((await run(['users', 'create', '--email', 'x@example.com', '-d', db])).exitCode).toBe(2)
    expect(err).toContain(
      'tessera: "tessera users create" needs --role admin, developer, designer, editor or viewer',
    )
    expect(
      (await run(['users', 'create', '--email', 'x@example.com', '--role', 'owner', '-d', db]))
        .exitCode,
    ).toBe(2)
  })
})
