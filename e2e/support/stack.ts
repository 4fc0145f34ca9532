import { childEnv, startProcess } from './child-process.ts'
import type { TestProcess } from './child-process.ts'
import { freePort } from '../../scripts/start/free-port.ts'
import { EDITOR_DIST } from '../../scripts/start/editor-build.ts'
import { NEXT_BIN, ROOT, SITE_DIR, TESSERA_BIN } from './paths.ts'
import { join } from 'node:path'

/** The fixed API keys of the test space. */
export const KEYS = { publicKey: 'e2e-public-key', privateKey: 'e2e-private-key' } as const

/** The content service and the built site, running. */
export interface Stack {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  serviceUrl: string
  siteUrl: string
  /**
   * A port free when the stack started, for a stand-in editor: the site trusts
   * `http://127.0.0.1:<editorPort>` as its editor (`TESSERA_EDITOR_ORIGINS`), while
   * `http://localhost:<editorPort>`, the same server, is another origin the site does not trust.
   */
  editorPort: number
  service: TestProcess
  site: TestProcess
  /** Stops the site, then the service. */
  stop(): Promise<void>
}

/**
 * Starts `tessera serve --demo` on `databaseUrl` (a free port, the fixed {@link KEYS}, and no
 * FORM_RECIPIENTS: the demo's forms work on the defaults, as on `npm start`), then
 * `next start` of the built site on a free port, reading from that service and trusting the
 * editor origin of {@link Stack.editorPort}.
 * @throws Error (with the process output) when either does not come up within a minute
 */
/**
 * `tessera serve --demo` on 127.0.0.1:`port` and `databaseUrl` with the fixed {@link KEYS}, the
 * built editor and `TESSERA_PUBLIC_URL` naming the port (sign-in links), plus `env`.
 */
export function startService(
  databaseUrl: string,
  port: number,
  env: Record<string, string>,
): TestProcess {
  return startProcess(
    'service',
    process.execPath,
    [
      ...[TESSERA_BIN, 'serve', '--demo', '--database', databaseUrl],
      ...['--port', String(port), '--host', '127.0.0.1'],
    ],
    {
      env: childEnv({
        TESSERA_PUBLIC_KEY: KEYS.publicKey,
        TESSERA_PRIVATE_KEY: KEYS.privateKey,
        TESSERA_EDITOR_DIR: join(ROOT, EDITOR_DIST),
        TESSERA_PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...env,
      }),
    },
  )
}

export async function startStack(databaseUrl: string): Promise<Stack> {
  // Ports chosen first: the service serves the editor, which frames the site (TESSERA_SITE_URL),
  // and the site trusts the editor's origin.
  const servicePort = await freePort()
  const port = await freePort()
  const editorPort = await freePort()
  const siteUrl = `http://127.0.0.1:${port}`
  const service = startService(databaseUrl, servicePort, {
    TESSERA_SITE_URL: siteUrl,
    TESSERA_TARGETING_ATTRIBUTES: 'plan=free|pro',
  })
  try {
    const [, serviceUrl = ''] = await service.waitFor(/listening on (http:\/\/[^\s/]+)/, 60_000)
    const site = startProcess(
      'site',
      process.execPath,
      // No `-H 127.0.0.1`: with it, Next proxies proxy.ts's rewrite to /_not-found over HTTP to
      // `localhost` and every 404 hangs for 30 s (see e2e/README.md). As `npm start` runs it.
      [NEXT_BIN, 'start', '-p', String(port)],
      {
        cwd: SITE_DIR,
        env: childEnv({
          TESSERA_API_HOST: serviceUrl,
          TESSERA_PUBLIC_KEY: KEYS.publicKey,
          // The stand-in editor of the origin checks, and the real one the service serves.
          TESSERA_EDITOR_ORIGINS: `http://127.0.0.1:${editorPort},${serviceUrl}`,
          NODE_ENV: 'production',
          NEXT_TELEMETRY_DISABLED: '1',
        }),
      },
    )
    try {
      await site.waitFor(/Ready in/, 60_000)
      // The first request compiles nothing (a production build) but warms the server up.
      const home = await fetch(`${siteUrl}/`, { signal: AbortSignal.timeout(30_000) })
      if (home.status !== 200) throw new Error(`GET ${siteUrl}/ answered ${home.status}`)
    } catch (error) {
      await site.stop()
      throw error
    }
    const stop = async () => {
      await site.stop()
      await service.stop()
    }
    return { serviceUrl, siteUrl, editorPort, service, site, stop }
  } catch (error) {
    await service.stop()
    throw error
  }
}
