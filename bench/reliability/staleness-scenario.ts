import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { terminateBackend, waitForListenBackend } from './listen-backend.ts'
import { summarizeSeries } from './percentiles.ts'
import { createPostgresSchema } from './postgres-schema.ts'
import type { StalenessResult, StalenessSeries } from './reliability-result.ts'
import { sendRequest } from './send-request.ts'
import { PUBLIC_KEY, startServiceProcess } from './service-process.ts'
import type { ServiceProcess } from './service-process.ts'
import { mustWrite } from './write-api.ts'

export interface StalenessScenarioOptions {
  /** PostgreSQL to create the scenario's schema on (dropped at the end). */
  adminUrl: string
  /** Tries with a cut, and as many without. Default 10. */
  tries?: number
  /** Longest wait for A to serve a change, in ms (a try past it counts at the bound). Default 5000. */
  boundMs?: number
}

const PAGE_PATH = '/staleness'
const QUERY = [
  { '@type': '@builder.io/core:Query', property: 'urlPath', operator: 'is', value: PAGE_PATH },
]
const READ_PATH = `/api/v3/content/page?apiKey=${PUBLIC_KEY}&userAttributes.urlPath=${PAGE_PATH}&limit=1`

/** The page's title as `origin` serves it, and its `X-Cache`. */
async function served(origin: string): Promise<{ title: unknown; cache: string | null }> {
  const answer = await sendRequest(origin, { method: 'GET', path: READ_PATH }, { readBody: true })
  if (answer.status !== 200)
    throw new Error(`reading ${PAGE_PATH} answered ${answer.status || answer.error}`)
  const body = JSON.parse(answer.body ?? '{}') as {
    results?: Array<{ data?: { title?: unknown } }>
  }
  return { title: body.results?.[0]?.data?.title, cache: answer.headers?.get('x-cache') ?? null }
}

/** Reads on A until the second read of `title` is a cache HIT (A's cache holds the page). */
async function warm(a: ServiceProcess, title: string): Promise<void> {
  for (let read = 0; read < 50; read += 1) {
    const seen = await served(a.origin)
    if (seen.title === title && seen.cache === 'HIT') return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`instance A never served "${title}" from its cache (X-Cache: HIT)`)
}

/** Publishes `title` on B, then polls A every 10 ms: the time from B's answer until A serves it. */
async function publishAndWait(
  a: ServiceProcess,
  b: ServiceProcess,
  title: string,
  boundMs: number,
): Promise<number | undefined> {
  await mustWrite(b.origin, 'PUT', '/api/v1/write/page/staleness?publish=true', {
    id: 'staleness',
    name: 'Staleness',
    query: QUERY,
    data: { title },
  })
  const acknowledged = performance.now()
  while (performance.now() - acknowledged < boundMs) {
    if ((await served(a.origin)).title === title) return performance.now() - acknowledged
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return undefined
}

function series(samples: Array<number | undefined>, boundMs: number): StalenessSeries {
  const values = samples.map((ms) => ms ?? boundMs)
  return {
    samples: values,
    summary: summarizeSeries(values),
    unseen: samples.filter((ms) => ms === undefined).length,
  }
}

/**
 * Two CLI instances, A and B, on one fresh schema. Each try warms A's cache with the page, then
 * (with a cut) ends A's LISTEN connection with `pg_terminate_backend` (see `findListenBackend`),
 * publishes a new title on B, and times until A serves it; without a cut, the same minus the
 * termination. Tries alternate, so both see the same machine.
 */
export async function runStalenessScenario(
  options: StalenessScenarioOptions,
): Promise<StalenessResult> {
  const tries = options.tries ?? 10
  const boundMs = options.boundMs ?? 5000
  const schema = await createPostgresSchema(options.adminUrl)
  const admin = new pg.Client({ connectionString: options.adminUrl })
  const nameOfA = `tessera-reliability-a-${randomUUID().slice(0, 8)}`
  const started = performance.now()
  const services: ServiceProcess[] = []
  try {
    await admin.connect()
    const a = await startServiceProcess({ databaseUrl: schema.url({ application_name: nameOfA }) })
    services.push(a)
    const b = await startServiceProcess({ databaseUrl: schema.url() })
    services.push(b)
    await mustWrite(b.origin, 'POST', '/api/v1/write/page?publish=true', {
      id: 'staleness',
      name: 'Staleness',
      query: QUERY,
      data: { title: 'start' },
    })
    const cut: Array<number | undefined> = []
    const noCut: Array<number | undefined> = []
    const terminated: number[] = []
    let title = 'start'
    for (let index = 0; index < tries * 2; index += 1) {
      const isCut = index % 2 === 0
      // A listens (again: it reopens the connection after a cut) and caches the page.
      const listener = await waitForListenBackend(admin, nameOfA, terminated)
      await warm(a, title)
      if (isCut) {
        if (!(await terminateBackend(admin, listener)))
          throw new Error('the LISTEN backend was gone')
        terminated.push(listener)
      }
      title = `${isCut ? 'cut' : 'no cut'} ${index}`
      const ms = await publishAndWait(a, b, title, boundMs)
      ;(isCut ? cut : noCut).push(ms)
      if (ms === undefined) await warm(a, title).catch(() => {})
    }
    return {
      cut: series(cut, boundMs),
      noCut: series(noCut, boundMs),
      boundMs,
      durationMs: performance.now() - started,
    }
  } finally {
    for (const service of services) await service.stop()
    await admin.end().catch(() => {})
    await schema.drop()
  }
}
