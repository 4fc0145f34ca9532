import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'
import pino from 'pino'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  LOG_BATCH_BYTES,
  LOG_FLUSH_INTERVAL_MS,
  stdioDestination,
  writerDestination,
} from './log-destination.ts'
import type { LogDestination } from './log-destination.ts'

let dir: string
let fds: number[]
let destinations: LogDestination[]

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-log-'))
  fds = []
  destinations = []
})

afterEach(async () => {
  vi.useRealTimers()
  // Nothing may still be written to the files when their descriptors are closed and reused.
  await Promise.all(destinations.map((destination) => destination.flush()))
  for (const fd of fds) closeSync(fd)
  rmSync(dir, { recursive: true, force: true })
})

/** A destination writing to two files instead of stdout and stderr. */
function toFiles(): { destination: LogDestination; out: () => string; err: () => string } {
  const [outFile, errFile] = [join(dir, 'out.log'), join(dir, 'err.log')]
  const [stdout, stderr] = [openSync(outFile, 'a'), openSync(errFile, 'a')]
  fds.push(stdout, stderr)
  const destination = stdioDestination({ stdout, stderr })
  destinations.push(destination)
  return {
    destination,
    out: () => readFileSync(outFile, 'utf8'),
    err: () => readFileSync(errFile, 'utf8'),
  }
}

/** Gives a write started now the time to land (a handful of event loop turns). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn++) await nextTurn()
}

describe('stdioDestination', () => {
  it('sends lines below warn to stdout and the others to stderr, all out after flush()', async () => {
    const { destination, out, err } = toFiles()
    const log = pino({ level: 'trace', base: undefined }, destination.stream)
    for (let i = 0; i < 3000; i++) log.info({ i }, 'request')
    log.debug('debug')
    log.warn('warn')
    log.error('error')
    log.fatal('fatal')
    await destination.flush()
    const outLines = out().trimEnd().split('\n')
    expect(outLines).toHaveLength(3001)
    expect(JSON.parse(outLines[2999] ?? '')).toMatchObject({ i: 2999, msg: 'request' })
    expect(JSON.parse(outLines[3000] ?? '')).toMatchObject({ msg: 'debug' })
    const errLines = err().trimEnd().split('\n')
    expect(errLines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'warn',
      'error',
      'fatal',
    ])
  })

  it('batches small lines, writing them once the flush interval has passed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] })
    const { destination, out } = toFiles()
    const log = pino({ base: undefined }, destination.stream)
    log.info('one')
    log.info('two')
    await settle()
    expect(out()).toBe('')
    vi.advanceTimersByTime(LOG_FLUSH_INTERVAL_MS)
    await expect.poll(() => out().trimEnd().split('\n')).toHaveLength(2)
  })

  it('writes as soon as a batch is full, without waiting for the interval', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] })
    const { destination, out } = toFiles()
    const log = pino({ base: undefined }, destination.stream)
    const message = 'x'.repeat(100)
    const lines = Math.ceil(LOG_BATCH_BYTES / message.length) + 1
    for (let i = 0; i < lines; i++) log.info(message)
    await expect.poll(() => out().length).toBeGreaterThanOrEqual(LOG_BATCH_BYTES)
  })

  it('resolves flush() at once when nothing is held', async () => {
    const { destination } = toFiles()
    await expect(destination.flush()).resolves.toBeUndefined()
  })
})

describe('writerDestination', () => {
  it('hands each line over synchronously, without its newline, with its level', () => {
    const lines: string[] = []
    const destination = writerDestination((line, level) => lines.push(`${level} ${line}`))
    const log = pino({ base: undefined, timestamp: false }, destination.stream)
    log.info('a')
    log.error({ x: 1 }, 'b')
    expect(lines).toEqual(['info {"level":30,"msg":"a"}', 'error {"level":50,"x":1,"msg":"b"}'])
  })
})
