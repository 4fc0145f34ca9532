// Worker thread of the health poller (see health-poller.ts): GETs `${origin}/health` one request
// at a time, `intervalMs` apart, timing each answer, until told 'stop'; then posts the samples.
// Plain JavaScript, so the worker needs no TypeScript loader; on its own thread, so what the
// bench's main thread does (sending attacks, reading answers) does not delay its timing.
import { parentPort, workerData } from 'node:worker_threads'

const { origin, intervalMs, timeoutMs } = workerData
/** @type {{ at: number, ms: number, status: number }[]} */
const samples = []
let isStopped = false

parentPort.on('message', (message) => {
  if (message === 'stop') isStopped = true
})

while (!isStopped) {
  const at = Date.now()
  const started = performance.now()
  let status = 0
  try {
    const response = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(timeoutMs) })
    await response.arrayBuffer()
    status = response.status
  } catch {
    // No answer (refused, reset, timed out): status 0.
  }
  const ms = performance.now() - started
  samples.push({ at, ms, status })
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, intervalMs - ms)))
}
parentPort.postMessage(samples)
