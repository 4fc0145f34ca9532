import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, openPage } from '../e2e/support/browser.ts'
import { startProcess, childEnv } from '../e2e/support/child-process.ts'
import type { TestProcess } from '../e2e/support/child-process.ts'
import { freePort } from '../scripts/start/free-port.ts'
import { packPackages } from '../scripts/pack/pack-packages.ts'
import type { PackageName } from '../scripts/pack/pack-packages.ts'
import {
  appEnv,
  importWithNode,
  runBin,
  typecheck,
  typecheckNode10,
} from './support/check-steps.ts'
import { prepareExample } from './support/install-example.ts'
import type { PreparedExample } from './support/install-example.ts'
import { GREETING_TEXT, KEYS, PAGE_TEXT, SERVICE_URL } from './support/packed-service.ts'
import { reuseSqliteBinary, startPackedService, writeHomePage } from './support/packed-service.ts'

/**
 * The packages as a project outside this repository meets them: packed (`npm run pack`),
 * installed from the tarballs into copies of examples/next-app, examples/vite-app (with
 * React 18) and examples/service, built and typechecked with the frameworks' default configs,
 * then run: the packed `tessera serve`, and each app in Chromium. Packing, installing and
 * building are cached by what they are made from (unchanged inputs: reused).
 */
const ROOT = fileURLToPath(new URL('../', import.meta.url))
const BUILD_ENV = appEnv(SERVICE_URL, KEYS.publicKey)

const tarballSpecs = (
  tarballs: Record<PackageName, { tarball: string }>,
  names: PackageName[],
): Record<string, string> =>
  Object.fromEntries(names.map((name) => [`@tessera/${name}`, `file:${tarballs[name].tarball}`]))

describe('the example apps on the packed packages', () => {
  let nextApp: PreparedExample
  let viteApp: PreparedExample
  let service: PreparedExample
  let running: TestProcess[] = []
  let browser: Browser | undefined
  let dataDir: string

  beforeAll(async () => {
    const started = Date.now()
    const packed = packPackages(ROOT)
    const client = tarballSpecs(packed, ['core', 'sdk', 'react'])
    ;[nextApp, viteApp, service] = await Promise.all([
      prepareExample({
        root: ROOT,
        name: 'next-app',
        dependencies: client,
        key: JSON.stringify(BUILD_ENV),
        check: async (dir) => {
          // Next's default bundler (Turbopack), no transpilePackages; then tsc on its tsconfig.
          await runBin(dir, 'next/dist/bin/next', ['build'], BUILD_ENV)
          await typecheck(dir)
        },
      }),
      prepareExample({
        root: ROOT,
        name: 'vite-app',
        // React 18 here (the Next app has 19): no ERESOLVE, and the renderer runs on it.
        dependencies: {
          ...client,
          react: '18.3.1',
          'react-dom': '18.3.1',
          '@types/react': '^18.3.0',
          '@types/react-dom': '^18.3.0',
        },
        key: JSON.stringify(BUILD_ENV),
        check: async (dir) => {
          // The template's build: `tsc -b` (erasableSyntaxOnly, bundler resolution), vite build.
          await runBin(dir, 'typescript/bin/tsc', ['-b'])
          await runBin(dir, 'vite/bin/vite.js', ['build'], BUILD_ENV)
          await typecheckNode10(dir)
        },
      }),
      prepareExample({
        root: ROOT,
        name: 'service',
        dependencies: tarballSpecs(packed, ['core', 'server']),
        ignoreScripts: true,
        check: async (dir) => reuseSqliteBinary(ROOT, dir),
      }),
    ])
    const built = Object.entries(packed).filter(([, pack]) => pack.built)
    console.log(
      `examples: ready in ${Math.round((Date.now() - started) / 1000)} s (packages built: ` +
        `${built.map(([name]) => name).join(', ') || 'none'}; next-app ${nextApp.ms} ms, ` +
        `vite-app ${viteApp.ms} ms, service ${service.ms} ms; 0 = reused)`,
    )
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-examples-'))
    running.push(await startPackedService(service.dir, dataDir))
    await writeHomePage()
    browser = await launchChromium()
  }, 900_000)

  afterAll(async () => {
    await browser?.close()
    await Promise.all(running.map((process) => process.stop()))
    running = []
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('imports every entry point of each package with plain node (no loader)', async () => {
    const { output } = await importWithNode(viteApp.dir, [
      '@tessera/core',
      '@tessera/core/css',
      '@tessera/core/editor',
      '@tessera/core/evaluator',
      '@tessera/core/evaluator-loader',
      '@tessera/core/permissions',
      '@tessera/sdk',
      '@tessera/sdk/editor',
      '@tessera/sdk/site',
      '@tessera/sdk/lazy-fetch',
      '@tessera/react',
      '@tessera/react/block-info',
      '@tessera/react/blocks',
      '@tessera/react/renderer',
      '@tessera/react/widgets',
    ])
    expect(output).toMatch(/^@tessera\/react: [1-9]\d*$/m)
    const server = await importWithNode(service.dir, ['@tessera/server'])
    expect(server.output).toMatch(/^@tessera\/server: [1-9]\d*$/m)
  })

  it('types resolve for moduleResolution node consumers too', async () => {
    // Also part of the cached build check; run again here so this names the failure.
    await expect(typecheckNode10(viteApp.dir)).resolves.toBeDefined()
  })

  it('runs the tessera command and its worker threads with plain node, and serves the editor it ships', async () => {
    const { output } = await runBin(service.dir, '@tessera/server/bin/tessera.js', ['help'])
    expect(output).toMatch(/serve +run the content service/)
    // A `$regex` query runs on the query pool's worker thread: the built worker, no loader.
    const search = new URLSearchParams({
      apiKey: KEYS.publicKey,
      userAttributes: JSON.stringify({ urlPath: '/' }),
      'query.name.$regex': '^Ho',
    })
    const found = await fetch(`${SERVICE_URL}/api/v3/content/page?${search}`)
    const { results } = (await found.json()) as { results: { name: string; id: string }[] }
    expect(results).toMatchObject([{ name: 'Home' }])
    // The experiment report reads SQLite on its own worker thread: the built one as well.
    const report = await fetch(`${SERVICE_URL}/api/v1/analytics/experiments/${results[0]!.id}`, {
      headers: { authorization: `Bearer ${KEYS.privateKey}` },
    })
    expect(report.status).toBe(200)
    expect(await report.json()).toHaveProperty('variations')
    const editor = await fetch(`${SERVICE_URL}/editor/`)
    expect(editor.status).toBe(200)
    expect(await editor.text()).toContain('<div id="root">')
  })

  it('next-app (App Router, React 19): the page shows the content and the custom component', async () => {
    const port = await freePort()
    const site = startProcess(
      'next-app',
      process.execPath,
      [join(nextApp.dir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)],
      { cwd: nextApp.dir, env: childEnv({ ...BUILD_ENV, NODE_ENV: 'production' }) },
    )
    running.push(site)
    await site.waitFor(/Ready in/, 60_000)
    await expectPageShowsContent(`http://localhost:${port}/`)
  })

  it('vite-app (client-side, React 18): the page shows the content and the custom component', async () => {
    const port = await freePort()
    const preview = startProcess(
      'vite-app',
      process.execPath,
      [
        join(viteApp.dir, 'node_modules/vite/bin/vite.js'),
        ...['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
      ],
      { cwd: viteApp.dir, env: childEnv({}) },
    )
    running.push(preview)
    await preview.waitFor(/Local:/, 60_000)
    await expectPageShowsContent(`http://127.0.0.1:${port}/`)
  })

  async function expectPageShowsContent(url: string): Promise<void> {
    const watched = await openPage(browser!)
    try {
      await watched.page.goto(url)
      await watched.page.getByText(PAGE_TEXT).waitFor({ timeout: 20_000 })
      await watched.page.getByText(GREETING_TEXT).waitFor({ timeout: 20_000 })
      expect(watched.problems).toEqual([])
    } finally {
      await watched.close()
    }
  }
})
