/**
 * The measurements of the renderer benchmark, run inside `render-child.ts` (a process with
 * NODE_ENV=production, so React is its production build, and one React version: the child of
 * React 18 resolves React and the official SDKs from `bench/react18/`): server-render
 * throughput (react-dom/server `renderToString`) of generated pages for plain React elements
 * (the floor), Tessera's `<Content>`, the official gen-1 `BuilderComponent` (@builder.io/react)
 * and gen-2 `Content` (@builder.io/sdk-react), all rendering the same content, and the bytes of
 * the HTML each writes. Two kinds of page: static (no bindings) and with bindings (one top-level
 * Text in `bindEvery` bound to the content's state). gen-2 evaluates those bindings on the
 * server; gen-1 renders the bound texts empty here (it would evaluate them with isolated-vm,
 * a stub in this repo), so its HTML is checked for the other blocks' markers only. Each
 * renderer renders its own deep copy of the page
 * (gen-1 mutates its entry). Every renderer's HTML is checked before it is timed.
 * @module
 */
import { BuilderComponent } from '@builder.io/react'
import { builder } from '@builder.io/sdk'
import { Content as Gen2Content } from '@builder.io/sdk-react'
import type { Entry } from '@tessera/core'
import { Content, defaultRegistry } from '@tessera/react'
import { Buffer } from 'node:buffer'
import { cpus, loadavg } from 'node:os'
import { gzipSync } from 'node:zlib'
import { createElement, version as reactVersion } from 'react'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { generatePage, missingMarkers, PAGE_BLOCK_KINDS } from './fixtures/generate-page.ts'
import { plainPage } from './fixtures/plain-page.ts'
import type {
  PageKind,
  ReactMajor,
  RenderBenchOptions,
  RenderBenchResult,
  RendererName,
  RendererResult,
} from './render-result.ts'
import { measureRound, median, warmUp } from './render-timing.ts'
import type { RoundRates } from './render-timing.ts'

export type * from './render-result.ts'

/** Public API key given to the three renderers (nothing is fetched or tracked on the server). */
const BENCH_API_KEY = 'bench-api-key'

/** Makes the element of each renderer for an entry (built anew for every render). */
const RENDERERS: Record<RendererName, (entry: Entry) => ReactElement> = {
  plain: (entry) => plainPage(entry),
  tessera: (entry) =>
    createElement(Content, { content: entry, model: 'page', apiKey: BENCH_API_KEY }),
  gen1: (entry) =>
    createElement(BuilderComponent, {
      content: entry as never,
      model: 'page',
      apiKey: BENCH_API_KEY,
    }),
  gen2: (entry) =>
    createElement(Gen2Content, { content: entry as never, model: 'page', apiKey: BENCH_API_KEY }),
}

/** The renderers that evaluate bindings on the server here (gen-1's isolated-vm is a stub). */
const EVALUATES_BINDINGS: ReadonlySet<RendererName> = new Set(['plain', 'tessera', 'gen2'])

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}

/** Renders once and checks every marker is there; the error text when not. */
function check(render: () => string, markers: readonly string[]): { html: string; error?: string } {
  let html: string
  try {
    html = render()
  } catch (error) {
    return { html: '', error: errorText(error) }
  }
  const missing = missingMarkers(html, markers)
  if (missing.length === 0) return { html }
  const error = `HTML lacks ${missing.length} of ${markers.length} block markers (first: ${missing[0]})`
  return { html, error }
}

/** One renderer ready to be timed: the entry it renders (its own) and its render function. */
export interface PreparedRenderer {
  name: RendererName
  /** This renderer's deep copy of the page's entry (renderers may mutate what they render). */
  entry: Entry
  /** `renderToString` of the renderer's element for its entry. */
  render: () => string
}

/**
 * The renderers of a page, in column order, each with its own deep copy of `entry` made now
 * (before any timing): gen-1 mutates the entry it renders (it appends a tracking-pixel block to
 * `data.blocks`), which must not change what the other renderers render.
 */
export function prepareRenderers(entry: Entry): PreparedRenderer[] {
  return (Object.keys(RENDERERS) as RendererName[]).map((name) => {
    const own = structuredClone(entry)
    const element = RENDERERS[name]
    return { name, entry: own, render: () => renderToString(element(own)) }
  })
}

type Timing = Required<Pick<RenderBenchOptions, 'durationMs' | 'rounds' | 'warmupMs'>>

interface BenchPage {
  entry: Entry
  markers: readonly string[]
  boundMarkers: readonly string[]
}

/** Checks, warms up, then measures the renderers that rendered correctly, taking turns. */
function benchPage(page: BenchPage, timing: Timing): RendererResult[] {
  const prepared = prepareRenderers(page.entry)
  const checks = prepared.map(({ name, render }) =>
    check(
      render,
      EVALUATES_BINDINGS.has(name) ? [...page.markers, ...page.boundMarkers] : page.markers,
    ),
  )
  const ok = (index: number) => checks[index]?.error === undefined
  const rates: RoundRates[][] = prepared.map(() => [])
  prepared.forEach(({ render }, index) => {
    if (ok(index)) warmUp(render, timing.warmupMs)
  })
  for (let round = 0; round < timing.rounds; round++) {
    prepared.forEach(({ render }, index) => {
      if (ok(index)) rates[index]?.push(measureRound(render, timing.durationMs / timing.rounds))
    })
  }
  return prepared.map(({ name: renderer }, index) => {
    const { html = '', error } = checks[index] ?? {}
    const htmlBytes = Buffer.byteLength(html)
    const htmlGzipBytes = gzipSync(html, { level: 9 }).length
    if (error !== undefined) {
      return {
        renderer,
        rendersPerSecond: null,
        wallRendersPerSecond: null,
        htmlBytes,
        htmlGzipBytes,
        error,
      }
    }
    const rounds = rates[index] ?? []
    return {
      renderer,
      rendersPerSecond: median(rounds.map((item) => item.cpu)),
      wallRendersPerSecond: median(rounds.map((item) => item.wall)),
      htmlBytes,
      htmlGzipBytes,
    }
  })
}

/** The major version of the React this process loaded. */
export function loadedReactMajor(): ReactMajor {
  const major = Number(reactVersion.split('.')[0])
  if (major !== 18 && major !== 19) throw new Error(`unexpected React ${reactVersion}`)
  return major
}

/**
 * Measures every renderer on every page (static and with bindings) at every size, on the React
 * this process loaded. The Image block is left out of the pages while Tessera's default
 * registry has no `Image` (so all renderers render the same blocks).
 */
export function measureRenderers(options: RenderBenchOptions = {}): RenderBenchResult {
  const timing = {
    durationMs: options.durationMs ?? 1500,
    rounds: Math.max(1, Math.floor(options.rounds ?? 5)),
    warmupMs: options.warmupMs ?? 300,
  }
  const bindEvery = options.bindEvery ?? 10
  const hasImage = defaultRegistry.getComponent('Image') !== undefined
  const kinds = hasImage ? PAGE_BLOCK_KINDS : PAGE_BLOCK_KINDS.filter((kind) => kind !== 'Image')
  const skippedKinds = hasImage ? [] : ['Image (not yet a Tessera built-in block)']
  // gen-1 reads the API key from its singleton (the one @builder.io/react re-exports).
  builder.init(BENCH_API_KEY)
  const load = loadavg()[0] ?? 0
  const pages: readonly PageKind[] = options.pages ?? ['static', 'bindings']
  const rows = pages.flatMap((page) =>
    (options.sizes ?? [100, 1000]).map((blocks) => {
      const generated = generatePage(blocks, {
        kinds,
        ...(page === 'bindings' ? { bindEvery } : {}),
      })
      return { page, blocks, results: benchPage(generated, timing) }
    }),
  )
  const run = {
    react: reactVersion,
    major: loadedReactMajor(),
    load: { start: load, end: loadavg()[0] ?? 0, cores: cpus().length },
    rows,
  }
  return { kinds, skippedKinds, bindEvery, runs: [run], failedRuns: [] }
}
