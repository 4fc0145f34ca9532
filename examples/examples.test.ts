import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../e2e/support/browser.ts'
import type { TestProcess } from '../e2e/support/child-process.ts'
import { freePort } from '../scripts/start/free-port.ts'
import { PACKAGES, packPackages } from '../scripts/pack/pack-packages.ts'
import type { PackageName, PackedPackage } from '../scripts/pack/pack-packages.ts'
import { brokenReadmeLinks, packedFileProblems } from '../scripts/pack/shipped-files.ts'
import { tarballFiles, tarballReadme } from '../scripts/pack/shipped-files.ts'
import { startApps } from './support/app-servers.ts'
import type { Site } from './support/app-servers.ts'
import { appEnv, importWithNode, runBin, typecheckNode10 } from './support/check-steps.ts'
import { prepareExample } from './support/install-example.ts'
import type { PreparedExample } from './support/install-example.ts'
import { DRAFT_TEXT, IMAGE_ALT, impressionsOf, previewQuery } from './support/guide-content.ts'
import { uploadImage, writeDraftPage } from './support/guide-content.ts'
import { expectSamePage, moveSpace } from './support/move-space.ts'
import { GREETING_TEXT, KEYS, PAGE_TEXT, SERVICE_URL } from './support/packed-service.ts'
import { reuseSqliteBinary, startPackedService, writeHomePage } from './support/packed-service.ts'
import { clientUserAttributes, expectImageFromService } from './support/page-checks.ts'
import { expectServerRendered, visit, visitHome } from './support/page-checks.ts'

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
  let packed: Record<PackageName, PackedPackage>
  let running: TestProcess[] = []
  let browser: Browser | undefined
  let dataDir: string
  let homeId: string
  let siteUrls: Record<Site, string>

  beforeAll(async () => {
    const started = Date.now()
    packed = packPackages(ROOT)
    const client = tarballSpecs(packed, ['core', 'sdk', 'react'])
    ;[nextApp, viteApp, service] = await Promise.all([
      prepareExample({
        root: ROOT,
        name: 'next-app',
        dependencies: client,
        key: JSON.stringify(BUILD_ENV),
        // Next's default bundler (Turbopack), no transpilePackages. No separate `tsc --noEmit`:
        // `next build` typechecks the same program (its tsconfig's files and options, every
        // diagnostic `tsc` reports, test files aside) and fails on the first error.
        check: async (dir) => void (await runBin(dir, 'next/dist/bin/next', ['build'], BUILD_ENV)),
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
    homeId = await writeHomePage(await uploadImage(), IMAGE_ALT)
    await writeDraftPage()
    const [launched, apps] = await Promise.all([
      launchChromium(),
      startApps(nextApp.dir, viteApp.dir, BUILD_ENV),
    ])
    browser = launched
    running.push(...apps.processes)
    siteUrls = apps.urls
  }, 900_000)

  afterAll(async () => {
    await browser?.close()
    await Promise.all(running.map((process) => process.stop()))
    running = []
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('packs built files, types, data, a README and a LICENSE: no source, test or fixture', () => {
    for (const name of PACKAGES) {
      const files = tarballFiles(packed[name].tarball)
      expect(packedFileProblems(files), name).toEqual([])
      // A link of the README (npm shows it) leads to a file of the package or a full URL.
      expect(brokenReadmeLinks(tarballReadme(packed[name].tarball), files), name).toEqual([])
    }
  })

  it('imports every entry point of each package with plain node (no loader)', async () => {
    const { output } = await importWithNode(viteApp.dir, [
      '@tessera/core',
      '@tessera/core/css',
      '@tessera/core/editor',
      '@tessera/core/evaluator',
      '@tessera/core/evaluator-loader',
      '@tessera/core/permissions',
      '@tessera/core/targeting',
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

  // The migration guide's steps (docs/migrating-from-builder.md).
  it('step 1: tessera export, then tessera import into a new database: the same page and image', async () => {
    const moved = await moveSpace(service.dir, join(dataDir, 'tessera.db'), dataDir)
    expect(moved.exportOutput).toMatch(/Exported 2 entries of \d+ models? and 1 asset file/)
    expect(moved.importOutput).toMatch(/2 created, 0 updated, 1 published, 1 asset file/)
    const port = await freePort()
    const imported = await startPackedService(service.dir, moved.dir, port)
    try {
      await expectSamePage(SERVICE_URL, `http://127.0.0.1:${port}`)
    } finally {
      await imported.stop()
    }
  })

  it('next-app (App Router, React 19): the page shows the content, the custom component and the image', async () => {
    await visitHome(browser!, `${siteUrls['next-app']}/`)
  })

  it('next-app (Pages Router, getServerSideProps): the same, in the HTML before scripts too', async () => {
    await expectServerRendered(siteUrls['next-app (Pages Router)'])
    await visitHome(browser!, siteUrls['next-app (Pages Router)'])
  })

  it("next-app /gen-1: the guide's gen-1 mapping renders the page and sets the user attributes", async () => {
    // createContentClient().get().promise(), registerComponent, <Content>, setClientUserAttributes
    const url = `${siteUrls['next-app']}/gen-1`
    await expectServerRendered(url)
    await visit(browser!, url, [PAGE_TEXT, GREETING_TEXT], {
      check: async (page) => {
        await expectImageFromService(page)
        await expect.poll(() => clientUserAttributes(page)).toEqual({ site: 'gen-1' })
      },
    })
  })

  it('vite-app (client-side, React 18): the page shows the content, the custom component and the image', async () => {
    await visitHome(browser!, `${siteUrls['vite-app']}/`)
  })

  // Steps 7 and 8 on every site.
  for (const app of ['next-app', 'next-app (Pages Router)', 'vite-app'] as const) {
    it(`${app}: tracking is on by default (the page's impression reaches the service)`, async () => {
      const before = await impressionsOf(homeId)
      const { trackRequests } = await visitHome(browser!, `${siteUrls[app]}/`, {
        untilTracked: true,
      })
      expect(trackRequests.length).toBeGreaterThan(0)
      await expect.poll(() => impressionsOf(homeId), { timeout: 10_000 }).toBeGreaterThan(before)
    })

    it(`${app}: the editor's preview link (builder.preview + token) renders the draft`, async () => {
      const { trackRequests } = await visit(
        browser!,
        `${siteUrls[app]}/draft?${await previewQuery()}`,
        [DRAFT_TEXT],
      )
      expect(trackRequests).toEqual([]) // previews are not tracked
    })

    it(`${app}: a preview link without its token shows the published content`, async () => {
      // The editor's link minus `builder.previewToken`: the SDK warns and fetches the published.
      const search = `?builder.preview=page&builder.overrides.page=${homeId}`
      const { trackRequests } = await visitHome(browser!, `${siteUrls[app]}/${search}`)
      expect(trackRequests).toEqual([])
    })
  }

  it('vite-app: canTrack={false} (the visitor declined) sends no tracking request', async () => {
    // The init script runs in every document, about:blank (no localStorage) included.
    const declined = "if (origin !== 'null') localStorage.setItem('tracking-consent', 'declined')"
    const before = await impressionsOf(homeId)
    const { trackRequests } = await visitHome(browser!, `${siteUrls['vite-app']}/`, {
      init: declined,
    })
    expect(trackRequests).toEqual([])
    expect(await impressionsOf(homeId)).toBe(before)
  })
})
