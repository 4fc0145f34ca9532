/**
 * A small HTTP load generator on Node's own client: a fixed number of keep-alive connections,
 * each sending its next request as soon as the previous answer has been read, for a fixed time.
 * @module
 */
import { Agent, request } from 'node:http'

/** What to send, how hard and for how long. */
export interface LoadSpec {
  /** `http://127.0.0.1:<port>`; only 127.0.0.1 and localhost are accepted. */
  origin: string
  /** Paths with their query strings, sent in turn (round robin over all connections). */
  paths: readonly string[]
  /** Default `GET`. */
  method?: 'GET' | 'POST'
  /** Body of every request (POST). */
  body?: string
  headers?: Record<string, string>
  /** Concurrent keep-alive connections. Default 16. */
  connections?: number
  /** Measured time, in ms. Default 2000. */
  durationMs?: number
  /** Unmeasured load before, in ms (JIT, caches, sockets). Default 300. */
  warmupMs?: number
}

/** What one run measured. */
export interface LoadResult {
  /** Requests answered with a 2xx status during the measured time. */
  requests: number
  /** Requests answered with another status, or failed. */
  errors: number
  /** Every request sent, warm-up included (to share out the server's CPU time). */
  total: number
  /** Measured time, in ms. */
  durationMs: number
  requestsPerSecond: number
  /** Median latency, in ms. */
  p50Ms: number
  /** 99th percentile latency, in ms. */
  p99Ms: number
}

/** The `q`-quantile (0..1) of ascending `sorted` values (nearest rank); 0 when empty. */
export function percentile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return 0
  const rank = Math.ceil(q * sorted.length) - 1
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? 0
}

function assertLocal(origin: string): URL {
  const url = new URL(origin)
  if (url.protocol !== 'http:' || !['127.0.0.1', 'localhost'].includes(url.hostname)) {
    throw new Error(`The load generator only targets http://127.0.0.1, not ${origin}`)
  }
  return url
}

/** Sends one request and resolves with its status once the body is fully read. */
function send(agent: Agent, url: URL, path: string, spec: LoadSpec): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path,
        method: spec.method ?? 'GET',
        headers: spec.headers,
      },
      (res) => {
        res.on('data', () => {})
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', () => resolve(0))
      },
    )
    req.on('error', () => resolve(0))
    req.end(spec.body)
  })
}

/**
 * Runs the load and measures throughput and latency. Stops by itself after
 * `warmupMs + durationMs` (plus the requests in flight). Never rejects for failed requests:
 * they are counted in `errors`.
 */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const url = assertLocal(spec.origin)
  if (spec.paths.length === 0) throw new Error('The load generator needs at least one path')
  const connections = spec.connections ?? 16
  const durationMs = spec.durationMs ?? 2000
  const warmupMs = spec.warmupMs ?? 300
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const latencies: number[] = []
  let next = 0
  let errors = 0
  let total = 0
  const startedAt = performance.now()
  const measureFrom = startedAt + warmupMs
  const stopAt = measureFrom + durationMs

  const connection = async (): Promise<void> => {
    while (performance.now() < stopAt) {
      const path = spec.paths[next++ % spec.paths.length] as string
      const sent = performance.now()
      const status = await send(agent, url, path, spec)
      const done = performance.now()
      total++
      if (sent < measureFrom || done > stopAt) continue
      if (status >= 200 && status < 300) latencies.push(done - sent)
      else errors++
    }
  }
  await Promise.all(Array.from({ length: connections }, connection))
  agent.destroy()
  const sorted = Float64Array.from(latencies).sort()
  return {
    requests: sorted.length,
    errors,
    total,
    durationMs,
    requestsPerSecond: (sorted.length / durationMs) * 1000,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
  }
}
