import { setTimeout as sleep } from 'node:timers/promises'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { runCli } from '../../cli/run-cli.ts'

/**
 * Test fixture, run in a child process by `graceful-shutdown.test.ts`: `tessera <argv>` with a
 * test-only slow route (`GET /test/slow?ms=N`, which prints `slow request started` when it
 * begins) and a shutdown hook that prints `shutdown hook ran`.
 * @module
 */
const slowRoutes = () =>
  new Hono<AppEnv>().get('/test/slow', async (c) => {
    process.stdout.write('slow request started\n')
    await sleep(Number(c.req.query('ms') ?? '500'))
    return c.text('slow done')
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
