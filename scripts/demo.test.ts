import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, '..')

describe('npm run demo:content-layer', () => {
  it('serves a visitor end to end over real HTTP', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/demo.ts'], {
      cwd: ROOT,
      timeout: 30_000,
    })
    expect(stdout).toContain('"device":"mobile"')
    expect(stdout).toMatch(/page {15}Home \(5f3a9c0e1b2d4e6f8a7b9c0d1e2f3a4b\)/)
    expect(stdout).toMatch(
      /Set-Cookie {9}builder\.tests\.5f3a9c0e1b2d4e6f8a7b9c0d1e2f3a4b=\w+; Path=\/; Max-Age=2592000/,
    )
    expect(stdout).toMatch(/<h1>(Pages from blocks|Build bolder pages)<\/h1>/)
    expect(stdout).toMatch(/@media \(max-width: 640px\)/)
    expect(stdout).toMatch(/impression {9}\{"contentId":"5f3a9c0e1b2d4e6f8a7b9c0d1e2f3a4b"/)
    expect(stdout).toMatch(/conversion {9}\{"contentId"/)
  })
})
