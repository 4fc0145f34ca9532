/**
 * The measurements of the renderer benchmark, run inside `render-child.ts` (a process with
 * NODE_ENV=production, so React is its production build): server-render throughput
 * (react-dom/server `renderToString`) of generated pages for plain React elements (baseline),
 * Tessera's `<Content>`, the official gen-1 `BuilderComponent` (@builder.io/react) and gen-2
 * `Content` (@builder.io/sdk-react), all rendering the same content. The content has no
 * bindings: the official SDKs evaluate bindings on the server with isolated-vm, which is a stub
 * in this repo. Each renderer renders its own deep copy of the page (gen-1 mutates its entry).
 * Every renderer's HTML is checked to contain every block's marker before it is timed.
 * @module
 */
import { BuilderComponent } from '@builder.io/react'
import { builder } from '@builder.io/sdk'
import { Content as Gen2Content } from '@builder.io/sdk-react'
import type { Entry } from '@tessera/core'
import { Content, defaultRegistry } from '@tessera/react'
import { cpus, loadavg } from 'node:os'
import { createElement } from 'react'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { generatePage, missingMarkers, PAGE_BLOCK_KINDS } from './fixtures/generate-page.ts'
import type { PageBlockKind } from './fixtures/generate-page.ts'
import { plainPage } from './fixtures/plain-page.ts'

/** Public API key given to the three renderers (nothing is fetched or tracked on the server). */
const BENCH_API_KEY = 'bench-api-key'

/** The renderers compared, in column order. */
export type RendererName = 'plain' | 'tessera' | 'gen1' | 'gen2'

/** One renderer at one page size: renders/s, or why it could not be measured. */
export interface RendererResult {
  renderer: RendererName
  /**
   * Renders per second of the process's CPU time (user + system): the wall-clock rate on an
   * idle core, steady when other processes compete for the CPU. `null` when the renderer
   * failed (see `error`).
   */
  rendersPerSecond: number | null
  /** Renders per second of wall-clock time (depends on the machine's load). */
  wallRendersPerSecond: number | null
  /** Length of one render's HTML, in characters (0 on failure). */
  htmlLength: number
  /** The exact error when the renderer failed or rendered incomplete HTML. */
  error?: string
}

/** The results at one page size. */
export interface RenderBenchRow {
  blocks: number
  results: RendererResult[]
}

/** What {@link measureRenderers} measured. */
export interface RenderBenchResult {
  /** 1-minute load average and core count when the measurements ended. */
  load: { average: number; cores: number }
  kinds: readonly PageBlockKind[]
  /** Kinds left out of the pages, with the reason. */
  skippedKinds: string[]
  rows: RenderBenchRow[]
}

/** Options of {@link measureRenderers}. */
export interface RenderBenchOptions {
  /** Page sizes (top-level blocks). Default: [100, 1000]. */
  sizes?: readonly number[]
  /** Measured time per renderer and size, in ms, split over the rounds. Default: 1500. */
  durationMs?: number
  /**
   * Rounds the measured time is split into, the renderers taking turns each round; a
   * renderer's rate is its median round (steadier on a busy machine). Default: 5.
   */
  rounds?: number
  /** Untimed rendering before measuring, in ms (at least 3 renders). Default: 300. */
  warmupMs?: number
}

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

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}

interface RoundRates {
  cpu: number
  wall: number
}

/** Milliseconds of CPU time this process has used. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/**
 * Renders until `durationMs` of CPU time are spent (at least once); returns renders per second
 * of CPU time and of wall-clock time.
 */
function measureRound(render: () => string, durationMs: number): RoundRates {
  let sink = 0
  let renders = 0
  const wallStart = performance.now()
  const cpuStart = cpuMs()
  let cpu = 0
  while (cpu < durationMs) {
    sink += render().length
    renders++
    cpu = cpuMs() - cpuStart
  }
  const wall = performance.now() - wallStart
  if (sink < 0) console.log(sink) // keeps the results alive
  return { cpu: (renders / cpu) * 1000, wall: (renders / wall) * 1000 }
}

function warmUp(render: () => string, warmupMs: number): void {
  const start = performance.now()
  for (let i = 0; i < 3 || performance.now() - start < warmupMs; i++) render()
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
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

/** Checks, warms up, then measures the renderers that rendered correctly, taking turns. */
function benchPage(
  page: { entry: Entry; markers: readonly string[] },
  timing: Required<Pick<RenderBenchOptions, 'durationMs' | 'rounds' | 'warmupMs'>>,
): RendererResult[] {
  const prepared = prepareRenderers(page.entry)
  const names = prepared.map((renderer) => renderer.name)
  const renders = prepared.map((renderer) => renderer.render)
  const checks = renders.map((render) => check(render, page.markers))
  const rates: RoundRates[][] = names.map(() => [])
  renders.forEach((render, index) => {
    if (checks[index]?.error === undefined) warmUp(render, timing.warmupMs)
  })
  for (let round = 0; round < timing.rounds; round++) {
    renders.forEach((render, index) => {
      if (checks[index]?.error !== undefined) return
      rates[index]?.push(measureRound(render, timing.durationMs / timing.rounds))
    })
  }
  return names.map((renderer, index) => {
    const { html = '', error } = checks[index] ?? {}
    const htmlLength = html.length
    if (error !== undefined) {
      return { renderer, rendersPerSecond: null, wallRendersPerSecond: null, htmlLength, error }
    }
    const rounds = rates[index] ?? []
    return {
      renderer,
      rendersPerSecond: median(rounds.map((round) => round.cpu)),
      wallRendersPerSecond: median(rounds.map((round) => round.wall)),
      htmlLength,
    }
  })
}

/**
 * Measures every renderer at every page size. The Image block is left out of the pages while
 * Tessera's default registry has no `Image` (so all renderers render the same blocks).
 */
export function measureRenderers(options: RenderBenchOptions = {}): RenderBenchResult {
  const timing = {
    durationMs: options.durationMs ?? 1500,
    rounds: Math.max(1, Math.floor(options.rounds ?? 5)),
    warmupMs: options.warmupMs ?? 300,
  }
  const hasImage = defaultRegistry.getComponent('Image') !== undefined
  const kinds = hasImage ? PAGE_BLOCK_KINDS : PAGE_BLOCK_KINDS.filter((kind) => kind !== 'Image')
  const skippedKinds = hasImage ? [] : ['Image (not yet a Tessera built-in block)']
  // gen-1 reads the API key from its singleton (the one @builder.io/react re-exports).
  builder.init(BENCH_API_KEY)
  const rows = (options.sizes ?? [100, 1000]).map((blocks) => ({
    blocks,
    results: benchPage(generatePage(blocks, { kinds }), timing),
  }))
  return { load: { average: loadavg()[0] ?? 0, cores: cpus().length }, kinds, skippedKinds, rows }
}
