import { describe, expect, it } from 'vitest'
import { freePort } from './free-port.ts'
import { runStack } from './run-stack.ts'
import type { StackProcess } from './run-stack.ts'
import { waitForHttp } from './wait-for-http.ts'

/** A node process serving HTTP on `port` (it prints "up"), or exiting with `exitAfterMs`. */
function httpProcess(name: string, port: number, exitAfterMs?: number): StackProcess {
  const exit = exitAfterMs === undefined ? '' : `setTimeout(() => process.exit(3), ${exitAfterMs});`
  const code = `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1', () => console.log('up'));${exit}`
  return {
    name,
    command: process.execPath,
    args: ['-e', code],
    env: process.env,
    ready: (child) => waitForHttp(`http://127.0.0.1:${port}/`, child, 10_000),
  }
}

describe('runStack', () => {
  it('starts the processes in order, reports ready, and stops them all', async () => {
    const [a, b] = [await freePort(), await freePort()]
    const lines: string[] = []
    let isReady = false
    const stack = runStack(
      [httpProcess('service', a), httpProcess('site', b)],
      (line) => lines.push(line),
      () => (isReady = true),
    )
    await expect.poll(() => isReady, { timeout: 10_000 }).toBe(true)
    expect(lines).toContain('[service] up')
    expect(lines).toContain('[site] up')
    expect((await fetch(`http://127.0.0.1:${b}/`)).status).toBe(200)
    stack.stop()
    expect(await stack.done).toBe(0)
    await expect(fetch(`http://127.0.0.1:${a}/`)).rejects.toThrow()
    await expect(fetch(`http://127.0.0.1:${b}/`)).rejects.toThrow()
  }, 20_000)

  it('stops the others and fails when one process exits on its own', async () => {
    const [a, b] = [await freePort(), await freePort()]
    const lines: string[] = []
    const stack = runStack(
      [httpProcess('service', a), httpProcess('site', b, 300)],
      (line) => lines.push(line),
      () => {},
    )
    expect(await stack.done).toBe(1)
    expect(lines).toContain('site exited (code 3); stopping')
    await expect(fetch(`http://127.0.0.1:${a}/`)).rejects.toThrow()
  }, 20_000)

  it('fails when a process cannot start', async () => {
    const lines: string[] = []
    const stack = runStack(
      [{ ...httpProcess('service', 1), command: '/nonexistent/binary' }],
      (line) => lines.push(line),
      () => {},
    )
    expect(await stack.done).toBe(1)
    expect(lines.some((line) => line.startsWith('service could not start'))).toBe(true)
  }, 20_000)
})
