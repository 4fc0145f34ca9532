import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { editingOnly, editorBundle, gzipSize, initialScripts, withMarkers } from './editor-sizes.ts'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('initialScripts', () => {
  it('lists script sources and module preloads in order, once each', () => {
    const html = `<head>
      <script type="module" crossorigin src="/editor/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/editor/assets/react-def.js">
      <link rel="stylesheet" href="/editor/assets/index.css">
      <link rel=modulepreload href=/editor/assets/vendor.js>
      <script src="/editor/assets/index-abc.js"></script>
      <script>inline()</script>
    </head>`
    expect(initialScripts(html)).toEqual([
      '/editor/assets/index-abc.js',
      '/editor/assets/react-def.js',
      '/editor/assets/vendor.js',
    ])
  })

  it('is empty for a page without scripts', () => {
    expect(initialScripts('<p>hello</p>')).toEqual([])
  })
})

describe('editorBundle', () => {
  const dist = mkdtempSync(join(tmpdir(), 'editor-sizes-'))
  afterAll(() => rmSync(dist, { recursive: true, force: true }))

  it('sums the initial scripts and lists the other chunks as lazy', () => {
    mkdirSync(join(dist, 'assets'))
    writeFileSync(
      join(dist, 'index.html'),
      '<script type="module" src="/editor/assets/a.js"></script><link rel="modulepreload" href="/editor/assets/b.js">',
    )
    writeFileSync(join(dist, 'assets/a.js'), 'a'.repeat(1000))
    writeFileSync(join(dist, 'assets/b.js'), 'console.log("b")')
    writeFileSync(join(dist, 'assets/lazy.js'), 'console.log("lazy")')
    writeFileSync(join(dist, 'assets/index.css'), 'body{}')
    const bundle = editorBundle(dist)
    expect(bundle.initial.map((file) => file.name)).toEqual(['assets/a.js', 'assets/b.js'])
    expect(bundle.initialGzipBytes).toBe(
      gzipSize(bytes('a'.repeat(1000))) + gzipSize(bytes('console.log("b")')),
    )
    expect(bundle.lazy.map((file) => file.name)).toEqual(['assets/lazy.js'])
  })

  it('fails clearly when the build is missing', () => {
    expect(() => editorBundle(join(dist, 'nowhere'))).toThrow(/ENOENT/)
  })
})

describe('editingOnly and withMarkers', () => {
  const production = new Map([
    ['http://site/_next/main.js', bytes('main()')],
    ['http://site/_next/page.js', bytes('page()')],
  ])
  const editing = new Map([
    ...production,
    ['http://site/_next/bridge.js', bytes('post("builder.sdkInfo")')],
  ])

  it('keeps the scripts only the editing frame loaded', () => {
    expect(editingOnly(editing, production)).toEqual([
      {
        name: 'http://site/_next/bridge.js',
        gzipBytes: gzipSize(bytes('post("builder.sdkInfo")')),
      },
    ])
    expect(editingOnly(production, production)).toEqual([])
  })

  it('finds the scripts holding a marker', () => {
    expect(withMarkers(editing, ['builder.sdkInfo']).map((file) => file.name)).toEqual([
      'http://site/_next/bridge.js',
    ])
    expect(withMarkers(production, ['builder.sdkInfo'])).toEqual([])
  })
})
