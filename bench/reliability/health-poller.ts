import { Worker } from 'node:worker_threads'

/** One `/health` request: when it was sent, how long it took to answer, its status. */
export interface HealthSample {
  /** When it was sent (epoch ms, `Date.now()`). */
  at: number
  /** Time to the whole answer, in ms. */
  ms: number
  /** 0: no answer. */
  status: number
}

export interface HealthPollerOptions {
  /** The service, `http://127.0.0.1:<port>`. */
  origin: string
  /** Time from one request's start to the next one's, in ms (longer when an answer is late). Default 10. */
  intervalMs?: number
  /** A request without an answer after this long counts as status 0, in ms. Default 10 000. */
  timeoutMs?: number
}

/** A running poller; `stop()` ends it and returns every sample. */
export interface HealthPoller {
  stop(): Promise<HealthSample[]>
}

/**
 * Polls `/health` as a load balancer would, one request at a time every `intervalMs`, on a
 * worker thread (`health-poller-worker.js`) so that the bench's own work does not show up in the
 * latencies. A request that answers late delays the next one, so a stalled service shows as a
 * few long samples, not as many queued ones.
 * @example
 * const poller = startHealthPoller({ origin })
 * await attack()
 * const samples = await poller.stop()
 */
export function startHealthPoller(options: HealthPollerOptions): HealthPoller {
  const worker = new Worker(new URL('./health-poller-worker.js', import.meta.url), {
    workerData: {
      origin: options.origin,
      intervalMs: options.intervalMs ?? 10,
      timeoutMs: options.timeoutMs ?? 10_000,
    },
  })
  const samples = new Promise<HealthSample[]>((resolve, reject) => {
    worker.once('message', (message: HealthSample[]) => resolve(message))
    worker.once('error', reject)
  })
  return {
    async stop() {
      worker.postMessage('stop')
      const result = await samples
      await worker.terminate()
      return result
    },
  }
}
