import type { AckedWrite } from './acknowledged-writes.ts'
import { callWriteApi } from './write-api.ts'
import type { WriteAnswer } from './write-api.ts'

/** What writers report while they run. */
export interface WriterLog {
  /** A write answered 2xx with its entry. */
  acked(write: AckedWrite): void
  /** A write answered with another status (a 409, a 5xx…). */
  refused(status: number): void
}

export interface WritersOptions {
  origin: string
  /** Prefix of the entry ids of this run (each writer owns its entries). */
  prefix: string
  log: WriterLog
  /** Writers that update one entry each, concurrently with the sequential one. Default 3. */
  concurrent?: number
}

/**
 * Records a write's answer; returns false once the service stopped answering (the kill), which
 * ends the writer.
 */
function record(answer: WriteAnswer, seq: number, log: WriterLog): boolean {
  if (answer.status === 0) return false
  if (answer.entry) log.acked({ id: answer.entry.id, revision: answer.entry.revision, seq })
  else log.refused(answer.status)
  return true
}

/** Creates an entry every fourth write and replaces (PUT) the newest one otherwise. */
async function sequentialWriter({ origin, prefix, log }: WritersOptions): Promise<void> {
  let current = ''
  for (let seq = 0; ; seq += 1) {
    const creates = seq % 4 === 0 || current === ''
    const id = creates ? `${prefix}-s-${seq}` : current
    const body = { id, name: id, data: { seq, text: `write ${seq}` } }
    const answer = creates
      ? await callWriteApi(origin, 'POST', '/api/v1/write/page', body)
      : await callWriteApi(origin, 'PUT', `/api/v1/write/page/${id}`, body)
    if (!record(answer, seq, log)) return
    if (creates && answer.entry) current = id
  }
}

/** Creates one entry, then updates it (PATCH `data.seq`) as fast as the service answers. */
async function patchWriter(options: WritersOptions, index: number): Promise<void> {
  const { origin, prefix, log } = options
  const id = `${prefix}-c-${index}`
  const created = await callWriteApi(origin, 'POST', '/api/v1/write/page', {
    id,
    name: id,
    data: { seq: 0 },
  })
  if (!record(created, 0, log) || !created.entry) return
  for (let seq = 1; ; seq += 1) {
    const answer = await callWriteApi(origin, 'PATCH', `/api/v1/write/page/${id}`, {
      data: { seq },
    })
    if (!record(answer, seq, log)) return
  }
}

/**
 * Runs one sequential writer and `concurrent` PATCH writers until the service stops answering
 * (they are meant to meet a kill -9); resolves once all have stopped.
 */
export async function runWriters(options: WritersOptions): Promise<void> {
  const concurrent = Array.from({ length: options.concurrent ?? 3 }, (_, index) =>
    patchWriter(options, index),
  )
  await Promise.all([sequentialWriter(options), ...concurrent])
}
