import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'
import { openPage } from '../../e2e/support/browser.ts'
import { IMAGE_ALT } from './guide-content.ts'
import { GREETING_TEXT, PAGE_TEXT, SERVICE_URL } from './packed-service.ts'

/** What one visit of an example app's page showed and sent. */
export interface Visit {
  /** Requests the page made to the service's `/api/v1/track` (beacons included). */
  trackRequests: string[]
}

/** Leaves the page (to about:blank): `pagehide` flushes the tracker's queue with a beacon. */
async function leave(page: Page): Promise<void> {
  await page.goto('about:blank')
}

/**
 * Opens `url` in Chromium (a desktop browser's user agent: bots are not tracked), waits for
 * `texts`, runs `check` on the page, waits for a tracking request when `untilTracked`, leaves
 * it, and expects no console error or page error.
 * `init` runs in the page before its scripts (e.g. to set a consent in localStorage).
 */
export async function visit(
  browser: Browser,
  url: string,
  texts: string[],
  options: { init?: string; check?: (page: Page) => Promise<void>; untilTracked?: boolean } = {},
): Promise<Visit> {
  const watched = await openPage(browser)
  const trackRequests: string[] = []
  try {
    if (options.init) await watched.page.addInitScript(options.init)
    watched.page.on('request', (request) => {
      if (request.url().startsWith(`${SERVICE_URL}/api/v1/track`)) trackRequests.push(request.url())
    })
    await watched.page.goto(url)
    for (const text of texts) await watched.page.getByText(text).waitFor({ timeout: 20_000 })
    await options.check?.(watched.page)
    // The texts show from the server's HTML, before hydration; the impression is queued only
    // once the page has hydrated. Leaving before that would send nothing, so a visit that
    // expects tracking stays until the first request has gone.
    if (options.untilTracked) {
      await expect.poll(() => trackRequests.length, { timeout: 20_000 }).toBeGreaterThan(0)
    }
    await leave(watched.page)
    expect(watched.problems).toEqual([])
    return { trackRequests }
  } finally {
    await watched.close()
  }
}

/**
 * The guide's images step: the Image block's picture comes from the service by an absolute
 * URL (the app runs on another origin) and loads.
 */
export async function expectImageFromService(page: Page): Promise<void> {
  const image = page.getByAltText(IMAGE_ALT)
  await image.waitFor({ timeout: 20_000 })
  await page.waitForFunction(
    (alt) => {
      const img = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`)
      return img !== null && img.complete && img.naturalWidth > 0
    },
    IMAGE_ALT,
    { timeout: 20_000 },
  )
  const source = await image.evaluate((img: HTMLImageElement) => img.currentSrc)
  expect(source.startsWith(`${SERVICE_URL}/api/v1/image/`)).toBe(true)
}

/** The home page: the Text block, the custom component and the image from the service. */
export function visitHome(
  browser: Browser,
  url: string,
  options: { init?: string; untilTracked?: boolean } = {},
): Promise<Visit> {
  return visit(browser, url, [PAGE_TEXT, GREETING_TEXT], {
    ...options,
    check: expectImageFromService,
  })
}

/**
 * The page as the server sends it, before any script runs: its markup (scripts left out, as
 * their JSON props hold the texts too) shows the Text block, the custom component and the image.
 */
export async function expectServerRendered(url: string): Promise<void> {
  const response = await fetch(url)
  expect(response.status).toBe(200)
  const markup = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, '')
  expect(markup).toContain(PAGE_TEXT)
  // React separates a text's parts with comments: `Hello, <!-- -->tarball<!-- -->!`.
  expect(markup.replaceAll('<!-- -->', '')).toContain(`<p class="greeting">${GREETING_TEXT}</p>`)
  expect(markup).toContain(`alt="${IMAGE_ALT}"`)
}

/** The custom targeting attributes the page set (`builder.userAttributes` cookie). */
export async function clientUserAttributes(page: Page): Promise<unknown> {
  const cookies = await page.context().cookies()
  const cookie = cookies.find((found) => found.name === 'builder.userAttributes')
  return cookie && (JSON.parse(decodeURIComponent(cookie.value)) as unknown)
}
