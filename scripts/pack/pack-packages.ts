import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { buildEditorIfStale, EDITOR_DIST } from '../start/editor-build.ts'
import { publishedManifest } from './package-entries.ts'
import type { WorkspaceManifest } from './package-entries.ts'
import { isShipped } from './shipped-files.ts'

/** The packages a project installs, in dependency order. */
export const PACKAGES = ['core', 'sdk', 'react', 'server'] as const
export type PackageName = (typeof PACKAGES)[number]

/** Where the tarballs are kept, one folder per hash of what they are made from. */
export const PACK_CACHE = 'node_modules/.cache/tessera-packs'

/** What is not part of a package's inputs (tests and test support, the build, installs). */
const IGNORED = /(^|\/)(dist|node_modules)$|\.test(-support)?\.tsx?$/

/** What a package's tarball is made from, besides its own folder. */
const SHARED_INPUTS = ['scripts/pack', 'tsconfig.base.json']
/** The server ships the built editor (`editor/`): its inputs count for the server's tarball. */
const EDITOR_INPUTS = ['apps/editor/src', 'apps/editor/index.html', 'apps/editor/vite.config.ts']

function hashInto(hash: ReturnType<typeof createHash>, root: string, path: string): void {
  const full = join(root, path)
  if (IGNORED.test(path) || !existsSync(full)) return
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) hashInto(hash, root, join(path, name))
  } else hash.update(`${path}\0`).update(readFileSync(full)).update('\0')
}

/** A hash of everything the package's tarball is made from (12 hex digits). */
export function packageInputsHash(root: string, name: PackageName): string {
  const hash = createHash('sha256')
  const inputs = [`packages/${name}`, ...SHARED_INPUTS]
  if (name === 'server') inputs.push(...EDITOR_INPUTS, 'packages/core/src', 'packages/react/src')
  for (const input of inputs) hashInto(hash, root, input)
  return hash.digest('hex').slice(0, 12)
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  })
  if (result.status !== 0) {
    throw new Error(`${args.join(' ')} in ${cwd} failed:\n${result.stdout}\n${result.stderr}`)
  }
}

/**
 * Builds `names` (each with its own `tsdown.config.ts`) in one tsdown process
 * (`build-packages.config.ts`): one start of tsdown and TypeScript, the builds side by side.
 */
function buildPackages(root: string, names: PackageName[]): void {
  if (names.length === 0) return
  const tsdown = join(dirname(createRequire(import.meta.url).resolve('tsdown')), 'run.mjs')
  const config = join(root, 'scripts/pack/build-packages.config.ts')
  run(process.execPath, [tsdown, '-c', config, '--log-level', 'warn'], root, {
    TESSERA_BUILD_PACKAGES: names.join(','),
  })
}

/** Packs the built package with its published manifest into `outDir`. */
function pack(root: string, name: PackageName, outDir: string): string {
  const dir = join(root, 'packages', name)
  if (name === 'server' && buildEditorIfStale(root, () => undefined) !== 0) {
    throw new Error('The editor build failed (apps/editor: vite build)')
  }
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as WorkspaceManifest
  const stage = mkdtempSync(join(tmpdir(), `tessera-pack-${name}-`))
  try {
    for (const file of [...(manifest.files as string[]), 'README.md', 'LICENSE']) {
      const from =
        name === 'server' && file === 'editor' ? join(root, EDITOR_DIST) : join(dir, file)
      // Built files, data and docs only: no TypeScript source (the demo's scripts), no test.
      cpSync(from, join(stage, file), {
        recursive: true,
        filter: (path) => isShipped(relative(from, path)),
      })
    }
    writeFileSync(
      join(stage, 'package.json'),
      `${JSON.stringify(publishedManifest(manifest), null, 2)}\n`,
    )
    mkdirSync(outDir, { recursive: true })
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
    run(npm, ['pack', '--silent', '--pack-destination', outDir], stage)
  } finally {
    rmSync(stage, { recursive: true, force: true })
  }
  return join(outDir, `tessera-${name}-${String(manifest.version)}.tgz`)
}

/** A packed package: its tarball, and whether it was built now (else taken from the cache). */
export interface PackedPackage {
  tarball: string
  built: boolean
}

/**
 * Tarballs of the four packages, as `npm install` takes them. A package is built and packed
 * again only when its inputs changed ({@link packageInputsHash}); otherwise the cached tarball
 * in {@link PACK_CACHE} is used.
 */
export function packPackages(root: string): Record<PackageName, PackedPackage> {
  const packed = {} as Record<PackageName, PackedPackage>
  const outDirs = Object.fromEntries(
    PACKAGES.map((name) => [
      name,
      join(root, PACK_CACHE, `${name}-${packageInputsHash(root, name)}`),
    ]),
  ) as Record<PackageName, string>
  const stale: PackageName[] = []
  for (const name of PACKAGES) {
    const outDir = outDirs[name]
    const existing = existsSync(outDir)
      ? readdirSync(outDir).find((f) => f.endsWith('.tgz'))
      : undefined
    if (existing) packed[name] = { tarball: join(outDir, existing), built: false }
    else stale.push(name)
  }
  buildPackages(root, stale)
  for (const name of stale) {
    const outDir = outDirs[name]
    const building = `${outDir}.tmp`
    rmSync(building, { recursive: true, force: true })
    const tarball = pack(root, name, building)
    renameSync(building, outDir)
    packed[name] = { tarball: join(outDir, relative(building, tarball)), built: true }
  }
  return Object.fromEntries(PACKAGES.map((name) => [name, packed[name]])) as typeof packed
}
