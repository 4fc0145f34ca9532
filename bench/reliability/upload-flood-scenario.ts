import { join } from 'node:path'
import type { FloodResult } from './reliability-result.ts'
import { runConcurrently } from './run-concurrently.ts'
import { sendRequest } from './send-request.ts'
import { PRIVATE_KEY, PUBLIC_KEY, startServiceProcess } from './service-process.ts'
import { countStatuses } from './status-counts.ts'

const MIB = 1024 * 1024

/** The default per-client quota of form submission bytes an hour (`TESSERA_FORM_CLIENT_BYTES_PER_HOUR`). */
export const CLIENT_BYTES_PER_HOUR = 50 * MIB

export interface FloodScenarioOptions {
  /** Folder of the SQLite database. */
  dir: string
  /** Submissions sent. Default 20. */
  submissions?: number
  /** Size of each submission's file, in bytes. Default 9.5 MiB (under the 10 MiB upload limit). */
  fileBytes?: number
  /** Submissions in flight at once. Default 4. */
  concurrency?: number
}

/** Submissions the service lists with the private key (its own count of what it stored). */
async function storedCount(origin: string): Promise<number> {
  const answer = await sendRequest(
    origin,
    {
      method: 'GET',
      path: '/api/v1/form-submissions?limit=1000',
      headers: { authorization: `Bearer ${PRIVATE_KEY}` },
    },
    { readBody: true },
  )
  if (answer.status !== 200) throw new Error(`listing submissions answered ${answer.status}`)
  return (JSON.parse(answer.body ?? '{}') as { results?: unknown[] }).results?.length ?? 0
}

/**
 * Upload flood: `submissions` multipart form submissions, each with one large file, with the
 * public key from one client (the bench, on the service's own address), `concurrency` at a time;
 * counts what the service accepted (200) and refused (429), and what it then lists as stored.
 */
export async function runFloodScenario(options: FloodScenarioOptions): Promise<FloodResult> {
  const sent = options.submissions ?? 20
  const fileBytes = options.fileBytes ?? Math.round(9.5 * MIB)
  const file = new Blob([new Uint8Array(fileBytes).fill(97)])
  const service = await startServiceProcess({ databaseUrl: join(options.dir, 'flood.db') })
  try {
    const started = performance.now()
    const indexes = Array.from({ length: sent }, (_, index) => index)
    const answers = await runConcurrently(indexes, options.concurrency ?? 4, (index) => {
      const form = new FormData()
      form.set('message', `flood ${index}`)
      form.set('upload', file, `flood-${index}.bin`)
      return sendRequest(
        service.origin,
        { method: 'POST', path: `/api/v1/form-submit?apiKey=${PUBLIC_KEY}&name=Flood`, body: form },
        { timeoutMs: 60_000 },
      )
    })
    const durationMs = performance.now() - started
    const accepted = answers.filter((answer) => answer.status === 200).length
    return {
      sent,
      fileBytes,
      statuses: countStatuses(answers.map((answer) => answer.status)),
      accepted,
      bytesAccepted: accepted * fileBytes,
      stored: await storedCount(service.origin),
      quotaBytes: CLIENT_BYTES_PER_HOUR,
      durationMs,
    }
  } finally {
    await service.stop()
  }
}
