import { serve } from '@hono/node-server'
import type { ServerType } from '@hono/node-server'
import type { Entry } from '@tessera/core'
import {
  createApp,
  createLogger,
  createServiceRoutes,
  createSqliteStore,
  loadConfig,
} from '@tessera/server'
import type { ContentStore, ServiceRoutes } from '@tessera/server'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hydrateInChromium, launchTestChromium } from '../../../../test-utils/chromium-hydration.ts'

/**
 * Tracking on by default, as Builder's gen-2 SDK: `<Content>` with only `apiKey` and `apiHost`,
 * hydrated in Chromium (a desktop browser's user agent, not headless: bots are never tracked),
 * sends its impression to the real content service (in process, over HTTP), which records it;
 * the same page with `canTrack={false}` sends nothing.
 */

const PUBLIC_KEY = 'pub-default-tracking'
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'

let browser: Browser
let store: ContentStore
let spaceId: string
let routes: ServiceRoutes
let server: ServerType
let apiHost: string

beforeAll(async () => {
  store = createSqliteStore({ filename: ':memory:' })
  await store.migrate()
  spaceId = (await store.createSpace({ name: 'Tracking' })).id
  await store.createApiKey({ spaceId, kind: 'public', key: PUBLIC_KEY })
  const logger = createLogger({ write: () => {} })
  routes = createServiceRoutes({ store, logger })
  const config = loadConfig({}, { previewSecret: 'default-tracking-secret' })
  const app = createApp({ store, config, logger, now: Date.now }, { routes: routes.routes })
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
  })
  apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchTestChromium()
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server.close(resolve))
  await store.close()
})

function entry(id: string): Entry {
  return {
    id,
    data: {
      blocks: [
        {
          '@type': '@builder.io/sdk:Element',
          id: `${id}-text`,
          component: { name: 'Text', options: { text: `<p>${id}</p>` } },
        },
      ],
    },
  }
}

/** Opens the content in Chromium, clicks its text and waits for the events to be sent. */
async function visit(props: { content: Entry; canTrack?: boolean }): Promise<void> {
  const hydrated = await hydrateInChromium(
    browser,
    { apiKey: PUBLIC_KEY, apiHost, ...props },
    { userAgent: DESKTOP_UA },
  )
  try {
    await hydrated.page.click('.builder-text')
    // Time for the batches (5 ms throttle) to leave and be answered.
    await hydrated.page.waitForTimeout(500)
    expect(hydrated.errors).toEqual([])
  } finally {
    await hydrated.close()
  }
}

describe('<Content> tracks by default', { timeout: 60_000 }, () => {
  it('records the impression and click of default props, nothing with canTrack={false}', async () => {
    await visit({ content: entry('tracked') })
    await visit({ content: entry('untracked'), canTrack: false })
    await routes.close() // writes the buffered events
    const rows = await store.aggregateEvents({ spaceId, from: 0, to: Date.now() + 60_000 })
    expect(rows).toEqual([
      expect.objectContaining({ contentId: 'tracked', impressions: 1, clicks: 1 }),
    ])
  })
})
