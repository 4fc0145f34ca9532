import { afterEach, describe, expect, it } from 'vitest'
import { spawnCli } from './spawn-cli.test-support.ts'
import type { SpawnedCli } from './spawn-cli.test-support.ts'

const FIXTURE = 'packages/server/src/serve/log-then-die.test-support.ts'
const LINES = 5000

let child: SpawnedCli | undefined

afterEach(async () => {
  child?.kill('SIGKILL')
  await child?.exited
  child = undefined
})

/** The `i` field of each JSON line of `text`. */
function lineNumbers(text: string): number[] {
  return text
    .trimEnd()
    .split('\n')
    .map((line) => (JSON.parse(line) as { i: number }).i)
}

describe('handleSignals and the asynchronous logger', () => {
  it('loses no buffered line when the process exits right after logging', async () => {
    child = spawnCli(['--import', 'tsx', FIXTURE, 'exit', String(LINES)])
    expect(await child.exited).toEqual({ code: 0, signal: null })
    expect(lineNumbers(child.stdout())).toEqual(Array.from({ length: LINES }, (_, i) => i))
  })

  it('logs an uncaught exception at fatal, then Node ends the process as usual', async () => {
    child = spawnCli(['--import', 'tsx', FIXTURE, 'throw', String(LINES)])
    expect(await child.exited).toEqual({ code: 1, signal: null })
    expect(lineNumbers(child.stdout())).toHaveLength(LINES)
    const stderr = child.stderr()
    const fatal = stderr
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(fatal).toEqual([
      {
        level: 'fatal',
        time: expect.any(Number),
        origin: 'uncaughtException',
        error: 'boom',
        stack: expect.stringContaining('Error: boom'),
        message: 'uncaught exception',
      },
    ])
    // Node's own report is still printed.
    expect(stderr).toContain('Error: boom')
  })
})
