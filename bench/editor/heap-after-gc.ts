/**
 * The JS heap of a page or frame after a garbage collection, through CDP.
 * @module
 */
import type { BrowserContext, Frame, Page } from 'playwright-core'

/** JSHeapUsedSize (Performance.getMetrics) of `target` after HeapProfiler.collectGarbage. */
export async function heapAfterGc(context: BrowserContext, target: Page | Frame): Promise<number> {
  const cdp = await context.newCDPSession(target)
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('Performance.enable')
    const { metrics } = await cdp.send('Performance.getMetrics')
    const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value
    if (used === undefined) throw new Error('no JSHeapUsedSize in Performance.getMetrics')
    return used
  } finally {
    await cdp.detach()
  }
}
