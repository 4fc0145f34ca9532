import { createHash } from 'node:crypto'
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { NPM, runCommand } from './run-command.ts'

/**
 * Where installed and built copies of the examples of the checkout at `root` are kept between
 * runs: outside the repository (in a folder under `node_modules`, Turbopack does not compile the
 * app's own files), one folder per checkout, so that runs in two checkouts on one machine never
 * remove or rebuild each other's copies.
 */
export function examplesCache(root: string): string {
  const checkout = createHash('sha256').update(root).digest('hex').slice(0, 8)
  return join(tmpdir(), 'tessera-examples', checkout)
}

/** Written into a copy once it has been installed, built and typechecked. */
const DONE_MARKER = '.tessera-example-checked'

/** What is not part of an example's sources (installs and build output). */
const GENERATED = /(^|\/)(node_modules|\.next|dist)(\/|$)|next-env\.d\.ts$|\.tsbuildinfo$/

/** A copy of an example, installed from the tarballs. */
export interface PreparedExample {
  dir: string
  /** Installed, built and typechecked in this run (else reused: same inputs as a passed run). */
  fresh: boolean
  /** How long install + build + typecheck took, ms (0 when reused). */
  ms: number
}

export interface PrepareExampleOptions {
  /** The repository root. */
  root: string
  /** `examples/<name>`. */
  name: string
  /** npm specs replacing or adding to the example's own, e.g. `@tessera/react` → `file:…tgz`. */
  dependencies: Record<string, string>
  /** `npm install --ignore-scripts` (then `check` does what the scripts would have). */
  ignoreScripts?: boolean
  /** Builds and typechecks the installed copy in `dir` (throws on failure). */
  check: (dir: string) => Promise<void>
  /** Anything else the copy's build depends on (e.g. the service address it is built with). */
  key?: string
}

/** The example's source files (relative paths, sorted). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => !GENERATED.test(path) && statSync(join(dir, path)).isFile())
    .sort()
}

/** A hash of the example's sources, the tarballs' bytes and `key`. */
function inputsHash(source: string, options: PrepareExampleOptions): string {
  const hash = createHash('sha256').update(JSON.stringify([options.dependencies, options.key]))
  for (const spec of Object.values(options.dependencies)) {
    if (spec.startsWith('file:')) hash.update(readFileSync(spec.slice('file:'.length)))
  }
  for (const file of sourceFiles(source)) hash.update(file).update(readFileSync(join(source, file)))
  return hash.digest('hex').slice(0, 12)
}

/**
 * A copy of `examples/<name>` with `dependencies` swapped in, installed (`npm install
 * --prefer-offline`), then built and typechecked by `check`. The copy is kept under
 * {@link examplesCache} by a hash of everything it is made from; when a copy with the same
 * hash passed before, it is reused as it is (the same inputs give the same build).
 */
export async function prepareExample(options: PrepareExampleOptions): Promise<PreparedExample> {
  const source = join(options.root, 'examples', options.name)
  const cacheDir = examplesCache(options.root)
  const copy = `${options.name}-${inputsHash(source, options)}`
  const dir = join(cacheDir, copy)
  if (existsSync(join(dir, DONE_MARKER))) return { dir, fresh: false, ms: 0 }
  const started = Date.now()
  // Older copies of this example (other inputs) go: each holds a whole install.
  for (const old of existsSync(cacheDir) ? readdirSync(cacheDir) : []) {
    if (old.startsWith(`${options.name}-`))
      rmSync(join(cacheDir, old), { recursive: true, force: true })
  }
  cpSync(source, dir, { recursive: true, filter: (path) => !GENERATED.test(path) })
  const manifestPath = join(dir, 'package.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    dependencies: Record<string, string>
    devDependencies?: Record<string, string>
  }
  for (const [name, spec] of Object.entries(options.dependencies)) {
    if (manifest.devDependencies?.[name] !== undefined) manifest.devDependencies[name] = spec
    else manifest.dependencies[name] = spec
  }
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
  const install = ['install', '--prefer-offline', '--no-audit', '--no-fund']
  await runCommand(NPM, options.ignoreScripts ? [...install, '--ignore-scripts'] : install, dir)
  await options.check(dir)
  writeFileSync(join(dir, DONE_MARKER), new Date().toISOString())
  return { dir, fresh: true, ms: Date.now() - started }
}
