import { buildEditorIfStale } from '../../scripts/start/editor-build.ts'
import { ROOT } from './paths.ts'
import { ensureSiteBuild } from './site-build.ts'

/**
 * Vitest's global setup of the browser tests (the `e2e` project in vitest.config.ts): builds the
 * site and the editor when they are missing or older than their sources, once, before the test
 * files of both databases start (they run in parallel and share the builds).
 */
export default async function buildOnce(): Promise<void> {
  const ms = await ensureSiteBuild()
  if (ms > 0) console.log(`e2e: next build took ${(ms / 1000).toFixed(1)} s`)
  if (buildEditorIfStale(ROOT, (line) => console.log(`e2e: ${line}`)) !== 0) {
    throw new Error('The editor build failed (vite build in apps/editor)')
  }
}
