import { sendRequest } from './send-request.ts'
import { PRIVATE_KEY } from './service-process.ts'

/** An entry as the write API answers it: what the bench reads of it. */
export interface WrittenEntry {
  id: string
  /** `meta.tessera.revision`. */
  revision: number
  data: Record<string, unknown>
}

/** A write API answer: its status (0: no answer) and, for a 2xx with an entry, the entry. */
export interface WriteAnswer {
  status: number
  entry?: WrittenEntry
  error?: string
}

function asEntry(body: string | undefined): WrittenEntry | undefined {
  try {
    const value = JSON.parse(body ?? '') as {
      id?: unknown
      data?: unknown
      meta?: { tessera?: { revision?: unknown } }
    }
    const revision = value.meta?.tessera?.revision
    if (typeof value.id !== 'string' || typeof revision !== 'number') return undefined
    const data = typeof value.data === 'object' && value.data !== null ? value.data : {}
    return { id: value.id, revision, data: data as Record<string, unknown> }
  } catch {
    return undefined
  }
}

/**
 * Calls the write API (`/api/v1/write/...`) with the private key and a JSON body (none for GET
 * and DELETE). Never throws: no answer is status 0.
 * @example await callWriteApi(origin, 'PUT', '/api/v1/write/page/home', { data: { seq: 3 } })
 */
export async function callWriteApi(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<WriteAnswer> {
  const answer = await sendRequest(
    origin,
    {
      method,
      path,
      headers: { authorization: `Bearer ${PRIVATE_KEY}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    { readBody: true },
  )
  const entry = answer.status >= 200 && answer.status < 300 ? asEntry(answer.body) : undefined
  return {
    status: answer.status,
    ...(entry ? { entry } : {}),
    ...(answer.error ? { error: answer.error } : {}),
  }
}

/** {@link callWriteApi} for set-up steps: throws unless the service answers 2xx. */
export async function mustWrite(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<WrittenEntry | undefined> {
  const answer = await callWriteApi(origin, method, path, body)
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${method} ${path} answered ${answer.status || answer.error}`)
  }
  return answer.entry
}
