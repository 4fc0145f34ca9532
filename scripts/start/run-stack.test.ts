import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort } from './free-port.ts'
import { runStack } from './run-stack.ts'
import type { StackProcess } from './run-stack.ts'
import { waitForHttp } from './wait-for-http.ts'

/**
 * A node process serving HTTP on `port` (it prints "<name> up" on stdout and "<name> err" on
 * stderr), or exiting with `exitAfterMs`.
 */
function httpProcess(name: string, port: number, exitAfterMs?: number): StackProcess {
  const exit = exitAfterMs === undefined ? '' : `setTimeout(() => process.exit(3), ${exitAfterMs});`
  const code = `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1', () => { console.log('${name} up'); console.error('${name} err') });${exit}`
  return {
    name,
    command: process.execPath,
    args: ['-e', code],
    env: process.env,
    output: 'ignore',
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
    expect(lines).toEqual([])
    expect((await fetch(`http://127.0.0.1:${b}/`)).status).toBe(200)
    stack.stop()
    expect(await stack.done).toBe(0)
    await expect(fetch(`http://127.0.0.1:${a}/`)).rejects.toThrow()
    await expect(fetch(`http://127.0.0.1:${b}/`)).rejects.toThrow()
  }, 20_000)

  it('passes the output of each process straight through, never through log()', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-stack-'))
    const file = join(dir, 'output.log')
    const fd = openSync(file, 'a')
    try {
      const [a, b] = [await freePort(), await freePort()]
      const lines: string[] = []
      let isReady = false
      const stack = runStack(
        [
          { ...httpProcess('service', a), output: fd },
          { ...httpProcess('site', b), output: fd },
        ],
        (line) => lines.push(line),
        () => (isReady = true),
      )
      await expect.poll(() => isReady, { timeout: 10_000 }).toBe(true)
      await expect
        .poll(() => readFileSync(file, 'utf8').split('\n').sort(), { timeout: 10_000 })
        .toEqual(['', 'service err', 'service up', 'site err', 'site up'])
      expect(lines).toEqual([])
      stack.stop()
      expect(await stack.done).toBe(0)
    } finally {
      closeSync(fd)
      rmSync(dir, { recursive: true, force: true })
    }
  }, 20_000)

  it('hands each line to an output function, with its stream', async () => {
    const [a] = [await freePort()]
    const seen: string[] = []
    let isReady = false
    const stack = runStack(
      [{ ...httpProcess('service', a), output: (line, stream) => seen.push(`${stream}: ${line}`) }],
      () => {},
      () => (isReady = true),
    )
    await expect.poll(() => isReady, { timeout: 10_000 }).toBe(true)
    await expect
      .poll(() => [...seen].sort(), { timeout: 10_000 })
      .toEqual(['stderr: service err', 'stdout: service up'])
    stack.stop()
    expect(await stack.done).toBe(0)
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
