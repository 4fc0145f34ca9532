import type { ChildProcess } from 'node:child_process'

/**
 * Resolves once `url` answers HTTP (any status), polling every 200 ms.
 * @throws Error when `child` exits first or nothing answers within `timeoutMs`
 */
export async function waitForHttp(
  url: string,
  child: ChildProcess,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode) throw new Error(`${url}: the process exited`)
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
