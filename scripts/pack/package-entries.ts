/**
 * What a package builds and publishes, derived from its workspace `package.json`: the source
 * files its `exports` / `imports` name (the build's entries) and the same maps pointing at the
 * built files (the published manifest). One source of truth: the workspace keeps resolving the
 * TypeScript sources, the tarball resolves `dist`.
 * @module
 */

/** An export or import map value: a path, or conditions to values. */
export type ConditionalTarget = string | { [condition: string]: ConditionalTarget }

/** The parts of a workspace package.json this reads. */
export interface WorkspaceManifest {
  exports?: Record<string, ConditionalTarget>
  imports?: Record<string, ConditionalTarget>
  [field: string]: unknown
}

const SOURCE = /^\.\/src\/(.+)\.tsx?$/

/** Every source file the maps name (each once, in order), e.g. `src/index.ts`. */
export function sourceEntries(manifest: WorkspaceManifest): string[] {
  const found = new Set<string>()
  const visit = (target: ConditionalTarget): void => {
    if (typeof target === 'string') {
      if (SOURCE.test(target)) found.add(target.slice(2))
    } else for (const value of Object.values(target)) visit(value)
  }
  for (const map of [manifest.exports, manifest.imports]) if (map) Object.values(map).forEach(visit)
  return [...found]
}

/**
 * `target` pointing at the build: `./src/a/b.ts` becomes `./dist/a/b.d.ts` under `types` and
 * `./dist/a/b.js` elsewhere. Returns `undefined` for targets that are not shipped (anything
 * outside `src`, such as test fixtures).
 */
export function builtTarget(
  target: ConditionalTarget,
  isTypes = false,
): ConditionalTarget | undefined {
  if (typeof target === 'string') {
    const match = SOURCE.exec(target)
    if (!match) return undefined
    return `./dist/${match[1]}${isTypes ? '.d.ts' : '.js'}`
  }
  const built: Record<string, ConditionalTarget> = {}
  for (const [condition, value] of Object.entries(target)) {
    const mapped = builtTarget(value, condition === 'types')
    if (mapped !== undefined) built[condition] = mapped
  }
  return Object.keys(built).length > 0 ? built : undefined
}

/** A whole export/import map pointing at the build, without the entries that are not shipped. */
export function builtMap(
  map: Record<string, ConditionalTarget> | undefined,
): Record<string, ConditionalTarget> | undefined {
  if (!map) return undefined
  const built: Record<string, ConditionalTarget> = {}
  for (const [key, value] of Object.entries(map)) {
    const mapped = builtTarget(value)
    if (mapped !== undefined) built[key] = mapped
  }
  return built
}

/**
 * The manifest a tarball ships: `exports` / `imports` pointing at `dist` (entries outside `src`
 * dropped), `main` / `types` and `typesVersions` for consumers resolving types the pre-`exports`
 * way (`moduleResolution: node`), no scripts or devDependencies.
 */
export function publishedManifest(manifest: WorkspaceManifest): WorkspaceManifest {
  const { scripts: _scripts, devDependencies: _dev, ...published } = manifest
  const exports = builtMap(manifest.exports)
  const imports = builtMap(manifest.imports)
  if (exports) published.exports = exports
  if (imports) published.imports = imports
  const root = exports?.['.']
  if (root && typeof root !== 'string') {
    published.main = root.default
    published.types = root.types
  }
  const subpaths: Record<string, string[]> = {}
  for (const [key, value] of Object.entries(exports ?? {})) {
    if (key !== '.' && typeof value !== 'string' && typeof value.types === 'string') {
      subpaths[key.slice(2)] = [value.types]
    }
  }
  if (Object.keys(subpaths).length > 0) published.typesVersions = { '*': subpaths }
  return published
}
