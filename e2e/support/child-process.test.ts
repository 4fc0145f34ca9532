import { afterEach, describe, expect, it } from 'vitest'
import { childEnv, startProcess } from './child-process.ts'
import type { TestProcess } from './child-process.ts'

/** Prints what `vite preview` prints with colours on: `Local` and `:` apart by colour codes. */
const COLOURED = String.raw`process.stdout.write('  \x1b[32m➜\x1b[39m  \x1b[1mLocal\x1b[22m:   \x1b[36mhttp://127.0.0.1:\x1b[1m4173\x1b[22m/\x1b[39m\n'); setInterval(() => {}, 1000)`

describe('startProcess', () => {
  let started: TestProcess | undefined
  afterEach(() => started?.stop(1000))

  it('finds words in output that a process coloured, and keeps the output without colour codes', async () => {
    started = startProcess('coloured', process.execPath, ['-e', COLOURED], { env: childEnv({}) })
    const match = await started.waitFor(/Local:\s+(http:\S+)/, 10_000)
    expect(match[1]).toBe('http://127.0.0.1:4173/')
    expect(started.output.join('\n')).not.toContain('\x1b[')
  })

  it('rejects with the process output once it exits without printing the pattern', async () => {
    started = startProcess('quits', process.execPath, ['-e', 'console.log("bye")'], {
      env: childEnv({}),
    })
    await expect(started.waitFor(/Local:/, 10_000)).rejects.toThrow(
      /quits exited \(code 0\)[^]*bye/,
    )
  })
})
