import { spawnSync } from 'node:child_process'

/**
 * What a tarball may hold: the built JavaScript, its `.d.ts` types, data (demo content, images,
 * the built editor), the README and the LICENSE. Never TypeScript sources (tests, test support,
 * the demo's scripts, which import `../src`), nor test fixtures.
 * @module
 */

/** A TypeScript source (not a `.d.ts` declaration). */
const TS_SOURCE = /\.[cm]?tsx?$/
const DECLARATION = /\.d\.[cm]?ts$/
/** Test files (`x.test.ts`, `x.test-support.tsx`, built or not) and fixture folders. */
const TEST_FILE = /\.test(-support)?\.|(^|\/)(__)?fixtures(__)?\//

/** Whether `path`, a file of a folder the package ships, goes into its tarball. */
export function isShipped(path: string): boolean {
  const name = path.replaceAll('\\', '/')
  if (TEST_FILE.test(name)) return false
  return !TS_SOURCE.test(name) || DECLARATION.test(name)
}

/**
 * What is wrong with a tarball's file list (paths inside the package, e.g. `dist/index.js`):
 * a file that {@link isShipped} refuses, or no `README.md`, `LICENSE` or `package.json`.
 */
export function packedFileProblems(files: string[]): string[] {
  const problems = files.filter((file) => !isShipped(file)).map((file) => `not to ship: ${file}`)
  for (const required of ['package.json', 'README.md', 'LICENSE']) {
    if (!files.includes(required)) problems.push(`missing: ${required}`)
  }
  return problems
}

/** The files of a tarball (`tar -tzf`), relative to its `package/` folder. */
export function tarballFiles(tarball: string): string[] {
  const listed = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
  if (listed.status !== 0) throw new Error(`tar -tzf ${tarball} failed: ${listed.stderr}`)
  return listed.stdout
    .split('\n')
    .filter((line) => line !== '' && !line.endsWith('/'))
    .map((line) => line.replace(/^package\//, ''))
}

/** The README of a tarball (`tar -xzOf`). */
export function tarballReadme(tarball: string): string {
  const read = spawnSync('tar', ['-xzOf', tarball, 'package/README.md'], { encoding: 'utf8' })
  if (read.status !== 0) throw new Error(`tar -xzOf ${tarball} failed: ${read.stderr}`)
  return read.stdout
}

/**
 * The links of a package README that lead nowhere once installed: a relative link to a file
 * that is not in the package (`../../README.md` points outside it). Absolute links and anchors
 * are left alone.
 */
export function brokenReadmeLinks(readme: string, files: string[]): string[] {
  const targets = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '')
  return targets.filter((target) => {
    if (/^[a-z][\w+.-]*:|^#/i.test(target)) return false
    const path = target.split('#')[0]?.replace(/^\.\//, '') ?? ''
    return !files.includes(path)
  })
}
