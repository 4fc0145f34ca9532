import { chromium } from 'playwright-core'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'

/** Debian's Chromium (`apt-get install chromium`); CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * A desktop Chrome user agent. Headless Chromium's own contains "HeadlessChrome", which the
 * tracker treats as a bot: contexts that expect tracking use this one.
 */
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

/** Starts headless Chromium (one per stack: contexts are cheap, browsers are not). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
}

/** A page in its own context, with what went wrong in it. */
export interface WatchedPage {
  context: BrowserContext
  page: Page
  /**
   * Console errors, uncaught exceptions and hydration warnings, as `kind: text (url)`. A failed
   * `/favicon.ico` is left out: the favicon has a test of its own.
   */
  problems: string[]
  close(): Promise<void>
}

/** `userAgent: 'headless'` keeps Chromium's own (bot) user agent; the default is {@link DESKTOP_UA}. */
export interface OpenPageOptions extends Omit<BrowserContextOptions, 'userAgent'> {
  userAgent?: string | 'headless'
}

/** Opens a new context and page that record {@link WatchedPage.problems}. */
export async function openPage(
  browser: Browser,
  options: OpenPageOptions = {},
): Promise<WatchedPage> {
  const { userAgent = DESKTOP_UA, ...rest } = options
  const context = await browser.newContext({
    ...rest,
    ...(userAgent === 'headless' ? {} : { userAgent }),
  })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    const url = message.location().url
    const hydration = /hydrat/i.test(message.text())
    if (message.type() !== 'error' && !hydration) return
    if (url.endsWith('/favicon.ico')) return
    problems.push(`console.${message.type()}: ${message.text()} (${url || page.url()})`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message} (${page.url()})`))
  return { context, page, problems, close: () => context.close() }
}

/** What {@link waitForHydration} waits for by default: the page's `<Content>` root. */
export const CONTENT_ROOT = '[builder-model="page"]'

/**
 * Resolves once React has hydrated the first element matching `selector` (it then carries
 * React's `__reactProps$…` key, so its event handlers work) and a frame has passed (effects,
 * such as document listeners, have run). Blocks kept as server HTML (`data-tessera-html`) have
 * no such key: wait for an ancestor.
 */
export async function waitForHydration(page: Page, selector = CONTENT_ROOT, timeout = 15_000) {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css)
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'))
    },
    selector,
    { timeout },
  )
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  )
}
