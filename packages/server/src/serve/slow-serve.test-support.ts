import { setTimeout as sleep } from 'node:timers/promises'
import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { runCli } from '../cli/run-cli.ts'

/**
 * Test fixture, run in a child process by `graceful-shutdown.test.ts` and
 * `access-log-level.test.ts`: `tessera <argv>` with test-only routes (`GET /test/slow?ms=N`,
 * which prints `slow request started` when it begins; `GET /test/fail`, a 500) and a shutdown
 * hook that prints `shutdown hook ran`.
 * @module
 */
const slowRoutes = () =>
  new Hono<AppEnv>()
    .get('/test/slow', async (c) => {
      process.stdout.write('slow request started\n')
      await sleep(Number(c.req.query('ms') ?? '500'))
      return c.text('slow done')
    })
    .get('/test/fail', () => {
      throw new Error('test failure')
    })

const result = await runCli(process.argv.slice(2), {
  serve: {
    routes: [slowRoutes],
    shutdownHooks: [
      async () => {
        await sleep(20)
        process.stdout.write('shutdown hook ran\n')
      },
    ],
  },
})
process.exitCode = result.exitCode
