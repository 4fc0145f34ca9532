import { freePort } from '../../scripts/start/free-port.ts'
import { buildGen2Site, startGen2Site } from '../fixtures/gen2-site/gen2-site.ts'
import type { Gen2Site } from '../fixtures/gen2-site/gen2-site.ts'
import type { TestProcess } from './child-process.ts'
import { KEYS, startService } from './stack.ts'

/** The content service with its editor framing a site built on the official gen-2 SDK. */
export interface Gen2Stack {
  /** `http://127.0.0.1:<port>`: the content API and the editor (`/editor/`). */
  serviceUrl: string
  /** The gen-2 site, reading from the service and trusting the editor's host. */
  siteUrl: string
  service: TestProcess
  site: Gen2Site
  /** How long the bundle of the gen-2 site took, in ms. */
  bundleMs: number
  /** Stops the service, then the site. */
  stop(): Promise<void>
}

/**
 * Bundles and starts the gen-2 site (`e2e/fixtures/gen2-site`), then `tessera serve --demo` on
 * `databaseUrl` with `TESSERA_SITE_URL` naming that site, as `startStack` starts it for the
 * Next.js site. The site trusts `127.0.0.1`, the editor's host.
 * @throws Error (with the service's output) when the service does not come up within a minute
 */
export async function startGen2Stack(databaseUrl: string): Promise<Gen2Stack> {
  const started = Date.now()
  const bundle = await buildGen2Site()
  const bundleMs = Date.now() - started
  const site = await startGen2Site(bundle, {
    apiKey: KEYS.publicKey,
    trustedHosts: ['127.0.0.1'],
  })
  const service = startService(databaseUrl, await freePort(), { TESSERA_SITE_URL: site.url })
  try {
    const [, serviceUrl = ''] = await service.waitFor(/listening on (http:\/\/[^\s/]+)/, 60_000)
    site.setApiHost(serviceUrl)
    const stop = async () => {
      await service.stop()
      await site.close()
    }
    return { serviceUrl, siteUrl: site.url, service, site, bundleMs, stop }
  } catch (error) {
    await service.stop()
    await site.close()
    throw error
  }
}
