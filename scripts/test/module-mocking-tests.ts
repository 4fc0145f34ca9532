import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** Where unit tests live (the `unit` projects' roots), relative to the repository. */
export const UNIT_TEST_ROOTS = ['packages', 'apps', 'scripts', 'bench', 'test-utils'] as const

const SKIPPED = new Set(['node_modules', 'dist', '.next', '.turbo', 'coverage'])
const TEST_FILE = /\.test\.tsx?$/
/** `vi.mock(…)` / `vi.doMock(…)`: replaces a module for the whole file. */
const MOCKS_MODULES = /\bvi\.(?:mock|doMock)\(/

function* testFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue
    const path = join(directory, entry.name)
    if (entry.isDirectory()) yield* testFiles(path)
    else if (TEST_FILE.test(entry.name)) yield path
  }
}

/**
 * The unit test files that replace modules (`vi.mock`), relative to `root`. They need a module
 * graph of their own: in a shared one, a module another file loaded first stays unmocked. The
 * other unit files share one graph per worker (`isolate: false`), which saves most of the time
 * a fresh graph per file costs.
 */
export function moduleMockingTests(root: string): string[] {
  const found: string[] = []
  for (const top of UNIT_TEST_ROOTS) {
    if (!existsSync(join(root, top))) continue
    for (const path of testFiles(join(root, top))) {
      if (MOCKS_MODULES.test(readFileSync(path, 'utf8'))) found.push(relative(root, path))
    }
  }
  return found.sort()
}
