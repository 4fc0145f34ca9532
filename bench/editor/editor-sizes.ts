/**
 * Sizes of the editor and of the site's editing runtime, gzipped at level 9 file by file (as
 * the other size figures of the bench): the JS the editor's index.html loads before any lazy
 * chunk, and the diff of the scripts a page of the site loads in the editor's canvas frame
 * against the same page loaded by a visitor.
 * @module
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** One JS file and its gzip size. */
export interface SizedFile {
  name: string
  gzipBytes: number
}

export const gzipSize = (bytes: Uint8Array): number => gzipSync(bytes, { level: 9 }).length

/**
 * The JS an HTML page loads before anything lazy: its `<script src>` and
 * `<link rel="modulepreload" href>` URLs (Vite lists an entry's static imports as
 * modulepreload links), in order, without duplicates.
 */
export function initialScripts(html: string): string[] {
  const urls: string[] = []
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag)
    if (!isScript && !/\brel=["']?modulepreload["'\s>]/i.test(tag)) continue
    const url = new RegExp(`\\b${isScript ? 'src' : 'href'}=["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1]
    if (url !== undefined && !urls.includes(url)) urls.push(url)
  }
  return urls
}

/** What the built editor (apps/editor/dist) loads first, and its lazy chunks. */
export interface EditorBundle {
  initial: SizedFile[]
  initialGzipBytes: number
  lazy: SizedFile[]
}

/**
 * Reads the built editor: the initial scripts of its index.html (their URLs start with the
 * `/editor/` base), and every other .js file of the build as lazy.
 * @throws Error when the build is missing or a listed script is not in it
 */
export function editorBundle(distDir: string, base = '/editor/'): EditorBundle {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const initialPaths = initialScripts(html).map((url) =>
    url.startsWith(base) ? url.slice(base.length) : url.replace(/^\.?\//, ''),
  )
  const sized = (path: string) => ({
    name: path,
    gzipBytes: gzipSize(readFileSync(join(distDir, path))),
  })
  const initial = initialPaths.map(sized)
  const assets = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js'))
  const lazy = assets
    .map((file) => `assets/${file}`)
    .filter((path) => !initialPaths.includes(path))
    .map(sized)
  return {
    initial,
    initialGzipBytes: initial.reduce((sum, file) => sum + file.gzipBytes, 0),
    lazy,
  }
}

/** Scripts a page loaded: URL (without query) → body. */
export type LoadedScripts = ReadonlyMap<string, Uint8Array>

/** The scripts of `editing` that `production` did not load, with their gzip sizes. */
export function editingOnly(editing: LoadedScripts, production: LoadedScripts): SizedFile[] {
  return [...editing]
    .filter(([url]) => !production.has(url))
    .map(([url, body]) => ({ name: url, gzipBytes: gzipSize(body) }))
}

/** The scripts whose text contains one of `markers` (strings only the editing runtime holds). */
export function withMarkers(scripts: LoadedScripts, markers: readonly string[]): SizedFile[] {
  const decoder = new TextDecoder()
  return [...scripts]
    .filter(([, body]) => {
      const text = decoder.decode(body)
      return markers.some((marker) => text.includes(marker))
    })
    .map(([url, body]) => ({ name: url, gzipBytes: gzipSize(body) }))
}

/** Sum of gzip bytes. */
export const totalGzip = (files: readonly SizedFile[]): number =>
  files.reduce((sum, file) => sum + file.gzipBytes, 0)
