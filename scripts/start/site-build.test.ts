import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { nextBuildReason } from './site-build.ts'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A repository with an app `app` whose source is `app/src/page.tsx`, files at `seconds`. */
function repository(seconds: { source: number; build?: number }): string {
  const root = mkdtempSync(join(tmpdir(), 'tessera-build-reason-'))
  roots.push(root)
  mkdirSync(join(root, 'app/src'), { recursive: true })
  const source = join(root, 'app/src/page.tsx')
  writeFileSync(source, 'export {}')
  utimesSync(source, seconds.source, seconds.source)
  utimesSync(join(root, 'app/src'), seconds.source, seconds.source)
  if (seconds.build !== undefined) {
    mkdirSync(join(root, 'app/.next'))
    const buildId = join(root, 'app/.next/BUILD_ID')
    writeFileSync(buildId, 'id')
    utimesSync(buildId, seconds.build, seconds.build)
  }
  return root
}

describe('nextBuildReason', () => {
  it('asks for a build when there is none', () => {
    expect(nextBuildReason(repository({ source: 1000 }), 'app', ['app/src'])).toBe('not built yet')
  })

  it('names the input changed after the build, and none when the build is newer', () => {
    const stale = repository({ source: 2000, build: 1000 })
    expect(nextBuildReason(stale, 'app', ['app/src'])).toBe('app/src changed since the last build')
    const fresh = repository({ source: 1000, build: 2000 })
    expect(nextBuildReason(fresh, 'app', ['app/src', 'missing.json'])).toBeUndefined()
  })
})
