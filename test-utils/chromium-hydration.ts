/**
 * Test support: server-renders `<Content>` and hydrates it in real Chromium (playwright-core on
 * Debian's `/usr/bin/chromium`, `CHROMIUM_PATH` overrides it), for checks of what a visitor
 * sees: layout, no flicker. esbuild bundles ./chromium-hydration-entry.tsx (the packages'
 * browser builds, production React) once per process; a small HTTP server serves the page, the
 * bundle and a 1×1 PNG at `/img/*`.
 * @module
 */
import { build } from 'esbuild'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { Content } from '../packages/react/src/content/content.tsx'
import type { ContentProps } from '../packages/react/src/content/content.tsx'

const HERE = dirname(fileURLToPath(import.meta.url))
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

let bundle: Promise<string> | undefined

/** The browser bundle of the hydration entry (built once per process). */
function getBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [join(HERE, 'chromium-hydration-entry.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  }).then((result) => {
    const [output] = result.outputFiles
    if (output === undefined) throw new Error('esbuild wrote no bundle')
    return output.text
  })
  return bundle
}

/** A page hydrated in Chromium. */
export interface ChromiumHydration {
  page: Page
  /** The HTML the server rendered. */
  html: string
  /** Recoverable errors (hydration mismatches) and console errors in the page. */
  errors: string[]
  close(): Promise<void>
}

/** Options of {@link hydrateInChromium}. */
export interface ChromiumHydrationOptions {
  /** Default 1280 × 900. */
  viewport?: { width: number; height: number }
  /** A script run in the page before anything else (an observer, say). */
  initScript?: string
  /** The browser's user agent. Default: headless Chromium's (a bot: tracking sends nothing). */
  userAgent?: string
  /**
   * A `Content-Security-Policy` header for the page. The page's own `<style>` carries
   * `props.nonce` when there is one.
   */
  contentSecurityPolicy?: string
}

/**
 * Renders `<Content {...props}>` to HTML as a server does, serves it with the browser bundle,
 * opens it in `browser` and waits until it has hydrated.
 */
export async function hydrateInChromium(
  browser: Browser,
  props: ContentProps,
  options: ChromiumHydrationOptions = {},
): Promise<ChromiumHydration> {
  const html = renderToString(createElement(Content, props))
  const script = await getBundle()
  const json = JSON.stringify(props).replace(/</g, '\\u003c')
  const document = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<style${props.nonce ? ` nonce="${props.nonce}"` : ''}>body { margin: 0 }</style></head>`,
    `<body><div id="root">${html}</div>`,
    `<script type="application/json" id="case">${json}</script>`,
    '<script type="module" src="/main.js"></script></body></html>',
  ].join('')
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://test').pathname
    if (path === '/main.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' })
      response.end(script)
    } else if (path.startsWith('/img/') || path.startsWith('/api/v1/image/')) {
      response.writeHead(200, { 'content-type': 'image/png' })
      response.end(PNG)
    } else {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        ...(options.contentSecurityPolicy
          ? { 'content-security-policy': options.contentSecurityPolicy }
          : {}),
      })
      response.end(document)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    ...(options.userAgent === undefined ? {} : { userAgent: options.userAgent }),
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`))
  if (options.initScript) await page.addInitScript(options.initScript)
  const close = async () => {
    await context.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  try {
    await page.goto(`http://127.0.0.1:${port}/`)
    await page.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true)
    const recoverable = await page.evaluate(
      () => (window as { __hydrationErrors?: string[] }).__hydrationErrors ?? [],
    )
    errors.push(...recoverable.map((error) => `hydration: ${error}`))
  } catch (error) {
    await close()
    throw error
  }
  return { page, html, errors, close }
}

/** Starts headless Chromium for a test file (one per file: contexts are cheap). */
export function launchTestChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
}

/**
 * One Chromium for the test file that calls it: launched before its tests, closed after them.
 * @returns the browser, once launched (call it inside tests)
 */
export function chromiumPerFile(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchTestChromium()
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('Chromium is not launched yet: call this inside a test')
    return browser
  }
}
