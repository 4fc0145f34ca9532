/**
 * Client runtime size: tiny entries that hydrate a page (bench/fixtures/size-entries) bundled
 * with esbuild as a site would ship them (bundle, minify, ESM, browser, tree shaking,
 * NODE_ENV=production), gzipped at level 9, and compared with React + react-dom alone. Each
 * entry is also built with code splitting, counting only its entry chunk (what loads before any
 * lazy `import()`).
 * Bundles go to a temporary directory, removed afterwards.
 * @module
 */
import { build } from 'esbuild'
import type { Metafile } from 'esbuild'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chunkName, gzipOf, staticClosure } from './size-chunks.ts'

/** The bundles measured, in table order; `react` is the baseline. */
export type SizeEntryName = 'react' | 'tessera' | 'gen1' | 'gen2'

/** One measured bundle. */
export interface SizeRow {
  entry: SizeEntryName
  label: string
  /** Minified bytes; `null` when the bundle failed to build (see `error`). */
  bytes: number | null
  /** Gzipped (level 9) bytes; `null` on failure. */
  gzipBytes: number | null
  /**
   * Gzipped (level 9) bytes of the initial chunks of a code-split ESM build: the entry chunk and
   * the chunks it imports statically, i.e. what loads before any lazy `import()`. `null` on
   * failure.
   */
  initialGzipBytes: number | null
  /** Minified bytes of those initial chunks; `null` on failure. */
  initialBytes: number | null
  /**
   * Gzipped (level 9) bytes a page with interactive blocks (blocks that are not static: no
   * bindings or code) loads: the initial chunks and, for Tessera, the React renderer's lazy
   * chunk with the chunks it imports statically. The official SDKs do not split, so theirs is
   * their initial chunks. `null` on failure or when Tessera's `renderer` chunk is not found.
   */
  interactiveGzipBytes: number | null
  /** The exact esbuild error when the bundle failed. */
  error?: string
}

/** Minified bytes one package or source folder contributes to a bundle. */
export interface SizeContributor {
  name: string
  bytes: number
}

/** A chunk of Tessera's code-split build that loads only on a lazy `import()`. */
export interface LazyChunk {
  /** The chunk's name without its hash (`renderer`, `evaluator`, `editor-bridge`; `chunk`: shared). */
  name: string
  /** Gzipped (level 9) bytes. */
  gzipBytes: number
}

/** What {@link runSizeBench} measured. */
export interface SizeBenchResult {
  rows: SizeRow[]
  /** Tessera's lazy chunks, biggest first. */
  tesseraLazyChunks: LazyChunk[]
  /** Largest contributors to Tessera's bundle (React excluded), biggest first. */
  tesseraContributors: SizeContributor[]
  /** Tessera block folders present in its bundle. */
  tesseraBlocks: string[]
}

/** Options of {@link runSizeBench}. */
export interface SizeBenchOptions {
  /** Where bundles are written; kept when given. Default: a fresh temp dir, removed after. */
  outDir?: string
}

const ENTRIES: readonly { entry: SizeEntryName; label: string; file: string }[] = [
  { entry: 'react', label: 'React + react-dom/client', file: 'react-only.tsx' },
  { entry: 'tessera', label: '+ Tessera <Content> (all blocks + widgets)', file: 'tessera.tsx' },
  { entry: 'gen1', label: '+ gen-1 BuilderComponent', file: 'gen1.tsx' },
  { entry: 'gen2', label: '+ gen-2 Content', file: 'gen2.tsx' },
]

const ENTRY_DIR = fileURLToPath(new URL('./fixtures/size-entries/', import.meta.url))
const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url))

/** Groups an input path (relative to the repository root) by package (node_modules) or by source folder of ours. */
function contributorOf(path: string): string {
  const nodeModule = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)
  if (nodeModule?.[1]) return nodeModule[1]
  const ours = /^packages\/([^/]+)\/src\/(.+)$/.exec(path)
  if (!ours?.[1] || !ours[2]) return path
  const folder = ours[2].split('/')
  const where = folder.length > 1 ? folder.slice(0, folder[0] === 'blocks' ? 2 : 1) : folder
  return `@tessera/${ours[1]}/${where.join('/')}`
}

function contributors(metafile: Metafile): SizeContributor[] {
  const totals = new Map<string, number>()
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = contributorOf(input)
      totals.set(name, (totals.get(name) ?? 0) + bytesInOutput)
    }
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, bytes }))
    .filter(({ name, bytes }) => bytes > 0 && !/^(react|react-dom|scheduler)$/.test(name))
    .sort((a, b) => b.bytes - a.bytes)
}

const BUILD_OPTIONS = {
  bundle: true,
  minify: true,
  treeShaking: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  logLevel: 'silent',
  // Metafile inputs relative to the repository root.
  absWorkingDir: REPO_ROOT,
} as const

async function bundle(
  file: string,
  outfile: string,
): Promise<{ code: Buffer; metafile: Metafile }> {
  const result = await build({ ...BUILD_OPTIONS, entryPoints: [join(ENTRY_DIR, file)], outfile })
  return { code: readFileSync(outfile), metafile: result.metafile }
}

/**
 * A code-split build of one entry: the entry chunk plus the chunks it imports statically
 * (transitively), i.e. what loads before any lazy `import()`. Each file is gzipped on its own,
 * as it would be served.
 */
async function bundleInitialChunks(
  file: string,
  outdir: string,
): Promise<{
  bytes: number
  gzipBytes: number
  /** The initial chunks with the lazy `renderer` chunk and its static imports (null: no such chunk). */
  withRendererGzipBytes: number | null
  lazy: LazyChunk[]
}> {
  const { metafile } = await build({
    ...BUILD_OPTIONS,
    entryPoints: [join(ENTRY_DIR, file)],
    outdir,
    splitting: true,
  })
  const outputs = metafile.outputs
  // Chunks of dynamic `import()`s have an `entryPoint` too: find the page's own.
  const entryFile = relative(REPO_ROOT, join(ENTRY_DIR, file))
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === entryFile)
  if (entry === undefined) throw new Error(`no entry chunk for ${file}`)
  const initial = staticClosure(outputs, [entry])
  let bytes = 0
  for (const path of initial) bytes += readFileSync(join(REPO_ROOT, path)).length
  const gzipBytes = gzipOf(REPO_ROOT, initial)
  const lazyPaths = Object.keys(outputs).filter(
    (path) => path.endsWith('.js') && !initial.has(path),
  )
  const lazy = lazyPaths
    .map((path) => ({ name: chunkName(path), gzipBytes: gzipOf(REPO_ROOT, [path]) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
  const renderer = lazyPaths.find((path) => chunkName(path) === 'renderer')
  const withRendererGzipBytes =
    renderer === undefined
      ? null
      : gzipOf(REPO_ROOT, staticClosure(outputs, [...initial, renderer]))
  return { bytes, gzipBytes, withRendererGzipBytes, lazy }
}

function errorText(error: unknown): string {
  const errors = (error as { errors?: { text: string; location?: { file: string } | null }[] })
    .errors
  if (Array.isArray(errors) && errors.length > 0) {
    return errors
      .slice(0, 3)
      .map((item) => (item.location ? `${item.location.file}: ${item.text}` : item.text))
      .join('; ')
  }
  return error instanceof Error ? error.message : String(error)
}

/**
 * Bundles and gzips each entry.
 * @example
 * console.log(formatSizeTable(await runSizeBench()))
 */
export async function runSizeBench(options: SizeBenchOptions = {}): Promise<SizeBenchResult> {
  const outDir = options.outDir ?? mkdtempSync(join(tmpdir(), 'tessera-size-'))
  try {
    let tesseraContributors: SizeContributor[] = []
    let tesseraLazyChunks: LazyChunk[] = []
    const rows: SizeRow[] = []
    for (const { entry, label, file } of ENTRIES) {
      try {
        const { code, metafile } = await bundle(file, join(outDir, `${entry}.js`))
        if (entry === 'tessera') tesseraContributors = contributors(metafile)
        const initial = await bundleInitialChunks(file, join(outDir, `${entry}-split`))
        if (entry === 'tessera') tesseraLazyChunks = initial.lazy
        rows.push({
          entry,
          label,
          bytes: code.length,
          gzipBytes: gzipSync(code, { level: 9 }).length,
          initialBytes: initial.bytes,
          initialGzipBytes: initial.gzipBytes,
          interactiveGzipBytes:
            entry === 'tessera' ? initial.withRendererGzipBytes : initial.gzipBytes,
        })
      } catch (error) {
        rows.push({
          entry,
          label,
          bytes: null,
          gzipBytes: null,
          initialBytes: null,
          initialGzipBytes: null,
          interactiveGzipBytes: null,
          error: errorText(error),
        })
      }
    }
    const tesseraBlocks = tesseraContributors
      .map(({ name }) => /^@tessera\/react\/blocks\/(.+)$/.exec(name)?.[1])
      .filter((name): name is string => name !== undefined && !/\.tsx?$/.test(name))
      .sort()
    return { rows, tesseraLazyChunks, tesseraContributors, tesseraBlocks }
  } finally {
    if (options.outDir === undefined) rmSync(outDir, { recursive: true, force: true })
  }
}

export { formatSizeTable } from './size-table.ts'
