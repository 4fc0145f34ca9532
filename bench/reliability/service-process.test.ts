import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startHealthPoller } from './health-poller.ts'
import { startServiceProcess } from './service-process.ts'

const dir = mkdtempSync(join(tmpdir(), 'tessera-reliability-test-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// The one smoke run: the CLI as a real process, polled by the worker thread, then SIGKILLed.
describe('startServiceProcess and startHealthPoller', () => {
  it('start the service on a free port, poll its /health, and kill it', async () => {
    const service = await startServiceProcess({ databaseUrl: join(dir, 'smoke.db') })
    try {
      expect(service.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const poller = startHealthPoller({ origin: service.origin, intervalMs: 10 })
      await new Promise((resolve) => setTimeout(resolve, 150))
      const samples = await poller.stop()
      expect(samples.length).toBeGreaterThan(0)
      expect(samples.every((sample) => sample.status === 200)).toBe(true)
    } finally {
      await service.kill()
    }
    const after = await fetch(`${service.origin}/health`).catch(() => undefined)
    expect(after).toBeUndefined()
  })
})
