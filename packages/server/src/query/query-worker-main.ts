import { parentPort } from 'node:worker_threads'
import { compileQuery } from '@tessera/core'
import type { QueryJob, QueryJobResult } from './query-job.ts'

/** Matches each job's documents against its query and answers which ones match. */
parentPort?.on('message', (job: QueryJob) => {
  let result: QueryJobResult
  try {
    const matches = compileQuery(job.query)
    result = { id: job.id, matches: job.docs.map((doc) => matches(doc)) }
  } catch (error: unknown) {
    result = { id: job.id, error: error instanceof Error ? error.message : String(error) }
  }
  parentPort?.postMessage(result)
})

parentPort?.postMessage('ready')
