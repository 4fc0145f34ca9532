/**
 * A small hand-made Lighthouse result (the shape of Lighthouse 12's JSON) for the unit tests.
 * @module
 */
import type { LighthouseResultLike } from './lighthouse-extract.ts'

/** A result scoring 0.96: LCP 2.54 s (score 0.89) and TBT 144 ms (score 0.95) cost points. */
export function fakeLighthouseResult(
  overrides: { score?: number | null; lcp?: number; cls?: number; tbt?: number } = {},
): LighthouseResultLike {
  const metric = (numericValue: number, score: number) => ({ score, numericValue })
  const table = (items: Record<string, unknown>[]) => ({ type: 'table', items })
  return {
    lighthouseVersion: '12.8.2',
    environment: { benchmarkIndex: 2534, hostUserAgent: 'Mozilla/5.0 HeadlessChrome/156.0.0.0' },
    runWarnings: [],
    categories: {
      performance: {
        score: overrides.score === undefined ? 0.96 : overrides.score,
        auditRefs: [
          { id: 'first-contentful-paint', weight: 10, acronym: 'FCP' },
          { id: 'largest-contentful-paint', weight: 25, acronym: 'LCP' },
          { id: 'total-blocking-time', weight: 30, acronym: 'TBT' },
          { id: 'cumulative-layout-shift', weight: 25, acronym: 'CLS' },
          { id: 'speed-index', weight: 10, acronym: 'SI' },
          { id: 'unused-javascript', weight: 0 },
        ],
      },
    },
    audits: {
      'first-contentful-paint': metric(837, 1),
      'largest-contentful-paint': metric(overrides.lcp ?? 2539.27, 0.89),
      'total-blocking-time': metric(overrides.tbt ?? 143.9, 0.95),
      'cumulative-layout-shift': metric(overrides.cls ?? 0, 1),
      'speed-index': metric(941, 1),
      'largest-contentful-paint-element': {
        score: 1,
        details: {
          type: 'list',
          items: [
            table([{ node: { selector: 'picture > img.builder-image', nodeLabel: 'Tiles' } }]),
            table([
              { phase: 'TTFB', timing: 482.1, percent: '19%' },
              { phase: 'Load Time', timing: 1347.1, percent: '53%' },
            ]),
          ],
        },
      },
      'long-tasks': {
        score: 1,
        details: table([
          { url: 'http://localhost:41002/_next/static/chunks/a.js', duration: 238 },
          { url: 'Unattributable', duration: 84 },
        ]),
      },
      'bootup-time': {
        score: 1,
        details: table([
          {
            url: 'http://localhost:41002/_next/static/chunks/a.js',
            total: 1179.3,
            scripting: 952.2,
          },
        ]),
      },
      'unused-javascript': {
        score: 0,
        metricSavings: { LCP: 300 },
        details: table([
          {
            url: 'http://localhost:41002/_next/static/chunks/b.js',
            totalBytes: 49114,
            wastedBytes: 25250,
          },
        ]),
      },
      'legacy-javascript': {
        score: 0,
        displayValue: 'Est savings of 13 KiB',
        metricSavings: { FCP: 0, LCP: 150 },
      },
      'server-response-time': { score: 1, metricSavings: { LCP: 0 } },
      'render-blocking-resources': { score: 0.5, metricSavings: { LCP: 0 } },
    },
  }
}
