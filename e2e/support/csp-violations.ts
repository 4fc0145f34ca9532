import type { BrowserContext, Frame, Page } from 'playwright-core'

/**
 * Records, in every frame of a browser context, the Content-Security-Policy violations the
 * browser reports (`securitypolicyviolation` events): a script or resource the site's policy
 * blocked shows here even when it logs nothing else.
 * @module
 */

interface ViolationWindow {
  __cspViolations?: string[]
}

/** Adds the recorder to every page and frame opened in `context` from now on. */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const target = window as ViolationWindow
    target.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      target.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
}

/** The violations recorded in `frame` so far, as `directive blocked uri (source:line)`. */
export function readCspViolations(frame: Page | Frame): Promise<string[]> {
  return frame.evaluate(() => (window as ViolationWindow).__cspViolations ?? ['no recorder'])
}
