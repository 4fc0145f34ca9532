/**
 * Runs the load generator in a child process (`load-child.ts`), so that generating the load
 * does not compete with the measured server for the same event loop.
 * @module
 */
import { fork } from 'node:child_process'
import type { LoadReply, LoadRequest } from './load-child.ts'
import type { LoadResult, LoadSpec } from './load-generator.ts'

/** A running load generator process. */
export interface LoadClient {
  /** Runs one load in the child and resolves with what it measured. */
  run(spec: LoadSpec): Promise<LoadResult>
  /** Ends the child process. */
  close(): void
}

/** Forks the load generator child (TypeScript through tsx). */
export function startLoadClient(): LoadClient {
  const child = fork(new URL('./load-child.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const pending = new Map<number, { resolve(result: LoadResult): void; reject(e: Error): void }>()
  let nextId = 0
  child.on('message', (reply: LoadReply) => {
    const waiter = pending.get(reply.id)
    pending.delete(reply.id)
    if (!waiter) return
    if (reply.ok) waiter.resolve(reply.result)
    else waiter.reject(new Error(`load generator failed: ${reply.error}`))
  })
  child.on('exit', (code) => {
    for (const waiter of pending.values()) {
      waiter.reject(new Error(`load generator exited with code ${code}`))
    }
    pending.clear()
  })
  return {
    run(spec) {
      const id = nextId++
      return new Promise<LoadResult>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        child.send({ id, spec } satisfies LoadRequest)
      })
    },
    close() {
      if (child.connected) child.disconnect()
    },
  }
}
