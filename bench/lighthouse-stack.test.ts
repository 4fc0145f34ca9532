import { describe, expect, it } from 'vitest'
import type { StackProcess } from '../scripts/start/run-stack.ts'
import { waitForHttp } from '../scripts/start/wait-for-http.ts'
import { startAudited } from './lighthouse-stack.ts'

describe('startAudited', () => {
  it('prints the last output of a process that fails to start, then throws', async () => {
    const failing: StackProcess = {
      name: 'app',
      command: process.execPath,
      args: ['-e', "console.log('hello'); console.error('oops'); process.exit(3)"],
      env: process.env,
      ready: (child) => waitForHttp('http://127.0.0.1:1/', child, 10_000),
    }
    const lines: string[] = []
    await expect(
      startAudited([failing], 'http://127.0.0.1:1/', (line) => lines.push(line)),
    ).rejects.toThrow()
    expect(lines).toEqual(
      expect.arrayContaining(['hello', 'oops', 'app exited (code 3); stopping']),
    )
  }, 20_000)
})
