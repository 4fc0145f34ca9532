import { spawn } from 'node:child_process'
import { siteBuildReason } from '../../scripts/start/site-build.ts'
import { NEXT_BIN, ROOT, SITE_DIR } from './paths.ts'

/**
 * Runs `next build` in apps/site when {@link siteBuildReason} says so (into the usual `.next`,
 * which `next start` and `npm start` then use). Resolves with how long it took (0: no build).
 * @throws Error with the build's output when it fails
 */
export async function ensureSiteBuild(): Promise<number> {
  const reason = siteBuildReason(ROOT)
  if (reason === undefined) return 0
  const started = Date.now()
  console.log(`e2e: building the site (${reason})…`)
  const build = spawn(process.execPath, [NEXT_BIN, 'build'], {
    cwd: SITE_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: 'pipe',
  })
  let output = ''
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve, reject) => {
    build.once('error', reject)
    build.once('exit', resolve)
  })
  if (code !== 0) throw new Error(`next build failed (${code}):\n${output}`)
  return Date.now() - started
}
