/**
 * Lighthouse benchmark: the demo's home page audited on a phone (Lighthouse's default mobile
 * config, simulated throttling) against the real service and the built site, three times (the
 * score varies between runs; the report takes the median), after one unreported warm-up
 * audit. Each run gets a fresh Chromium.
 * Everything is stopped afterwards, also on failure.
 * @module
 */
import { cpus, loadavg } from 'node:os'
import { lighthouseFlags } from './lighthouse-args.ts'
import { launchChromium } from './lighthouse-chromium.ts'
import { extractLighthouseRun } from './lighthouse-extract.ts'
import type { LighthouseResultLike, LighthouseRun } from './lighthouse-extract.ts'
import { startNextFloor } from './lighthouse-floor.ts'
import { startDemo } from './lighthouse-stack.ts'
import type { LighthouseBenchResult } from './lighthouse-table.ts'

export { formatLighthouseTable } from './lighthouse-table.ts'
export type { LighthouseBenchResult } from './lighthouse-table.ts'

/** Options of {@link runLighthouseBench}. */
export interface LighthouseBenchOptions {
  /** Audits of the page. Default 3. */
  runs?: number
  /** Where failures of the service or the site are told. Default: console.error. */
  log?: (line: string) => void
}

/** One audit of `url` in a fresh Chromium. */
async function audit(
  url: string,
): Promise<{ run: LighthouseRun; version: string; userAgent: string }> {
  const { default: lighthouse } = await import('lighthouse')
  const chromium = await launchChromium()
  try {
    const result = await lighthouse(url, lighthouseFlags(chromium.port))
    if (!result) throw new Error('Lighthouse returned no result')
    const lhr = result.lhr
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    return {
      run: extractLighthouseRun(lhr as LighthouseResultLike),
      version: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
    }
  } finally {
    await chromium.close()
  }
}

/**
 * Starts the demo (service + site on free ports) and the bare Next.js page of
 * `lighthouse-floor.ts`, audits each `runs` times, taking turns so that both meet the same
 * machine load, and stops them. About 15 s per audit on an idle machine, plus `next build`
 * when an app has no build. When the bare page fails, the demo is still reported.
 * @example
 * console.log(formatLighthouseTable(await runLighthouseBench()))
 */
export async function runLighthouseBench(
  options: LighthouseBenchOptions = {},
): Promise<LighthouseBenchResult> {
  const log = options.log ?? ((line: string) => console.error(line))
  const demo = await startDemo(log)
  const floor = await startNextFloor(log).catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  )
  try {
    // One audit of each first, not reported: the first audit after starting scored lowest in
    // 11 of 12 sets of runs (by 5–21 points), whatever the build.
    await audit(demo.url)
    if (!(floor instanceof Error)) await audit(floor.url)
    const before = loadavg()[0] ?? 0
    const runs: LighthouseRun[] = []
    const floorRuns: LighthouseRun[] = []
    let version = '?'
    let userAgent = '?'
    for (let i = 0; i < (options.runs ?? 3); i++) {
      const result = await audit(demo.url)
      runs.push(result.run)
      version = result.version
      userAgent = result.userAgent
      if (!(floor instanceof Error)) floorRuns.push((await audit(floor.url)).run)
    }
    return {
      url: demo.url,
      runs,
      floor:
        floor instanceof Error
          ? { error: floor.message.split('\n')[0] ?? '' }
          : { runs: floorRuns },
      lighthouseVersion: version,
      hostUserAgent: userAgent,
      load: { before, after: loadavg()[0] ?? 0, cores: cpus().length },
    }
  } finally {
    await demo.stop()
    if (!(floor instanceof Error)) await floor.stop()
  }
}
