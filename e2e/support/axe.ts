import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** One accessibility violation axe-core found, with the elements it found it on. */
export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

/** axe-core's impacts, least first. */
const IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const

/** What to run and report. */
export interface AxeOptions {
  /** The least impact reported. */
  minImpact: (typeof IMPACTS)[number]
  /** axe-core rule tags to run: WCAG 2 A and AA, plus `best-practice` for landmarks and h1. */
  tags: string[]
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Runs axe-core on the page as it is now and returns the violations of `minImpact` or worse.
 * Frames are left out: the editor's canvas is the website, not its chrome.
 */
export async function axeViolations(page: Page, options: AxeOptions): Promise<AxeViolation[]> {
  // Evaluated through the debugging protocol: the editor's CSP allows none of its inline scripts.
  await page.evaluate(AXE_SOURCE)
  const reported = IMPACTS.slice(IMPACTS.indexOf(options.minImpact)) as readonly string[]
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{
            violations: Array<{
              id: string
              impact: string | null
              help: string
              nodes: Array<{ target: string[] }>
            }>
          }>
        }
      }
    ).axe
    const result = await axe.run(
      { exclude: [['iframe']] },
      { runOnly: { type: 'tag', values: tags } },
    )
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
  }, options.tags)
  return violations.filter((violation) => reported.includes(violation.impact ?? ''))
}

/** The serious and critical WCAG 2 A/AA violations (the editor's screens). */
export function seriousViolations(page: Page): Promise<AxeViolation[]> {
  return axeViolations(page, { minImpact: 'serious', tags: WCAG })
}

/**
 * The site's check: WCAG 2 A/AA and best practices (landmarks, one `h1`, heading order) of
 * moderate impact or worse.
 */
export function siteViolations(page: Page): Promise<AxeViolation[]> {
  return axeViolations(page, { minImpact: 'moderate', tags: [...WCAG, 'best-practice'] })
}
