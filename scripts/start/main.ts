/**
 * `npm start`: the demo. Starts the content service (SQLite in ./data, seeded with the demo
 * content on first start; it serves the editor, built first when stale) and the Next.js site
 * (built first when its build is missing or older than its sources), prints their
 * addresses and the keys, and stops both on Ctrl-C.
 * Environment: SITE_PORT (3000), SERVICE_PORT (4000), DATABASE_URL (./data/tessera.db),
 * TESSERA_PUBLIC_KEY / TESSERA_PRIVATE_KEY (default: kept in ./data/demo-keys.json),
 * TESSERA_EDITOR_ORIGINS (default: the service's origin, which serves the editor), LOG_LEVEL
 * (default `warn`: no line per request). Each address and key is printed once, in the summary
 * (`start-output.ts` drops the service's and Next's own lines that name them).
 * @module
 */
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadDemoKeys } from './demo-keys.ts'
import { buildEditorIfStale, EDITOR_DIST } from './editor-build.ts'
import { runStack } from './run-stack.ts'
import type { LineSink } from './run-stack.ts'
import { showServiceLine, showSiteLine, startLogLevel, summaryLines } from './start-output.ts'
import { siteBuildReason } from './site-build.ts'
import { waitForHttp } from './wait-for-http.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const SITE_DIR = join(ROOT, 'apps/site')
const sitePort = Number(process.env.SITE_PORT ?? 3000)
const servicePort = Number(process.env.SERVICE_PORT ?? 4000)
const serviceUrl = `http://localhost:${servicePort}`
const siteUrl = `http://localhost:${sitePort}`
const keys = loadDemoKeys(join(ROOT, 'data/demo-keys.json'))
const nextBin = createRequire(join(SITE_DIR, 'package.json')).resolve('next/dist/bin/next')

const buildReason = siteBuildReason(ROOT)
if (buildReason !== undefined) {
  console.log(`Building the site (${buildReason}; about 30 s)…`)
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: SITE_DIR, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const editorBuild = buildEditorIfStale(ROOT)
if (editorBuild !== 0) process.exit(editorBuild)

/** Writes the lines `show` keeps to this process's stdout / stderr. */
const filtered =
  (show: (line: string) => boolean): LineSink =>
  (line, stream) => {
    if (show(line)) process[stream].write(`${line}\n`)
  }

const keyEnv = { TESSERA_PUBLIC_KEY: keys.publicKey, TESSERA_PRIVATE_KEY: keys.privateKey }
const stack = runStack(
  [
    {
      name: 'service',
      command: process.execPath,
      args: [join(ROOT, 'packages/server/bin/tessera.js'), 'serve', '--demo'],
      env: {
        ...process.env,
        ...keyEnv,
        PORT: String(servicePort),
        LOG_LEVEL: startLogLevel(process.env),
        TESSERA_EDITOR_DIR: join(ROOT, EDITOR_DIST),
        TESSERA_SITE_URL: siteUrl,
        TESSERA_PUBLIC_URL: serviceUrl,
      },
      ready: (child) => waitForHttp(`${serviceUrl}/health`, child),
      output: filtered(showServiceLine),
    },
    {
      name: 'site',
      command: process.execPath,
      args: [nextBin, 'start', '-p', String(sitePort)],
      cwd: SITE_DIR,
      env: {
        ...process.env,
        TESSERA_API_HOST: serviceUrl,
        TESSERA_PUBLIC_KEY: keys.publicKey,
        // The editor is served by the content service (`/editor`): the only page that may
        // frame the site and drive it (a production build trusts no other, localhost included).
        TESSERA_EDITOR_ORIGINS: process.env.TESSERA_EDITOR_ORIGINS ?? serviceUrl,
        NODE_ENV: 'production',
      },
      ready: (child) => waitForHttp(siteUrl, child),
      output: filtered(showSiteLine),
    },
  ],
  (line) => console.log(line),
  () =>
    console.log(
      summaryLines({
        siteUrl,
        serviceUrl,
        publicKey: keys.publicKey,
        privateKey: keys.privateKey,
      }).join('\n'),
    ),
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.log('\nStopping…')
    stack.stop()
  })
}
process.exitCode = await stack.done
