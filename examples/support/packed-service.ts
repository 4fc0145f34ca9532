import { copyFileSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { childEnv, startProcess } from '../../e2e/support/child-process.ts'
import type { TestProcess } from '../../e2e/support/child-process.ts'

/**
 * The service's port. Fixed, because the example apps take the service's address at build
 * time (`NEXT_PUBLIC_…` / `VITE_…`) and their builds are cached between runs.
 */
export const SERVICE_PORT = 4350
export const SERVICE_URL = `http://127.0.0.1:${SERVICE_PORT}`
export const KEYS = {
  publicKey: 'examples-public-key',
  privateKey: 'examples-private-key',
} as const

/** The service's keys as `tessera serve` and `tessera import` take them (for a new space). */
export const KEYS_ENV = {
  TESSERA_PUBLIC_KEY: KEYS.publicKey,
  TESSERA_PRIVATE_KEY: KEYS.privateKey,
}

/** The texts the examples' page shows: a Text block's, and the custom component's. */
export const PAGE_TEXT = 'Hello from the packed packages'
export const GREETING_TEXT = 'Hello, tarball! (a custom component)'

/**
 * `tessera serve` of the installed @tessera/server (its `bin`, with plain `node`: no
 * TypeScript loader) on the SQLite database `dir/tessera.db` (new, or made by `tessera import`),
 * on `port` (default {@link SERVICE_PORT}).
 */
export async function startPackedService(
  installDir: string,
  dir: string,
  port = SERVICE_PORT,
): Promise<TestProcess> {
  const bin = join(installDir, 'node_modules/@tessera/server/bin/tessera.js')
  const service = startProcess(
    'packed service',
    process.execPath,
    [bin, 'serve', '-d', join(dir, 'tessera.db'), '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: dir,
      env: childEnv({ ...KEYS_ENV, LOG_LEVEL: 'warn' }),
    },
  )
  try {
    await service.waitFor(/listening on http/, 60_000)
    return service
  } catch (error) {
    await service.stop()
    throw error
  }
}

const element = (id: string, name: string, options: Record<string, unknown>) => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name, options },
})

/**
 * Publishes the examples' home page: a Text block, the `Greeting` custom component and an
 * Image block showing `imageUrl` (as content stores it: relative); resolves with its id.
 */
export async function writeHomePage(imageUrl: string, imageAlt: string): Promise<string> {
  const response = await fetch(`${SERVICE_URL}/api/v1/write/page`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEYS.privateKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Home',
      published: 'published',
      query: [{ property: 'urlPath', operator: 'is', value: '/' }],
      data: {
        url: '/',
        title: 'Home',
        blocks: [
          element('builder-text-1', 'Text', { text: `<h1>${PAGE_TEXT}</h1>` }),
          element('builder-greeting-1', 'Greeting', { name: 'tarball' }),
          element('builder-image-1', 'Image', { image: imageUrl, altText: imageAlt }),
        ],
      },
    }),
  })
  if (!response.ok) throw new Error(`writing the page: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { id: string }).id
}

/**
 * Gives the service's install the `better-sqlite3` binary the workspace compiled (same version,
 * same Node): no prebuilt binary can be downloaded here, and compiling SQLite takes minutes on
 * two busy cores. Only for an install made with `--ignore-scripts`.
 * @throws Error when the versions differ (then the install must compile its own)
 */
export function reuseSqliteBinary(root: string, installDir: string): void {
  const version = (dir: string) =>
    (
      JSON.parse(readFileSync(join(dir, 'better-sqlite3/package.json'), 'utf8')) as {
        version: string
      }
    ).version
  const [ours, theirs] = [join(root, 'node_modules'), join(installDir, 'node_modules')]
  if (version(ours) !== version(theirs)) {
    throw new Error(
      `better-sqlite3 ${version(theirs)} installed, the workspace has ${version(ours)}`,
    )
  }
  const binary = 'better-sqlite3/build/Release/better_sqlite3.node'
  mkdirSync(dirname(join(theirs, binary)), { recursive: true })
  copyFileSync(join(ours, binary), join(theirs, binary))
}
