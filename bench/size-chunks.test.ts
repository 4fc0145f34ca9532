import type { Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { chunkName, staticClosure } from './size-chunks.ts'

function output(imports: Metafile['outputs'][string]['imports']): Metafile['outputs'][string] {
  return { bytes: 1, inputs: {}, imports, exports: [] }
}

const OUTPUTS: Metafile['outputs'] = {
  'out/page.js': output([
    { path: 'out/chunk-AAAA.js', kind: 'import-statement' },
    { path: 'out/renderer-BBBB.js', kind: 'dynamic-import' },
    { path: 'https://cdn.example/x.js', kind: 'import-statement', external: true },
  ]),
  'out/chunk-AAAA.js': output([]),
  'out/renderer-BBBB.js': output([
    { path: 'out/chunk-CCCC.js', kind: 'import-statement' },
    { path: 'out/evaluator-DDDD.js', kind: 'dynamic-import' },
  ]),
  'out/chunk-CCCC.js': output([{ path: 'out/chunk-AAAA.js', kind: 'import-statement' }]),
  'out/evaluator-DDDD.js': output([]),
}

describe('staticClosure', () => {
  it('follows static imports transitively, not lazy import() nor externals', () => {
    expect([...staticClosure(OUTPUTS, ['out/page.js'])]).toEqual([
      'out/page.js',
      'out/chunk-AAAA.js',
    ])
    expect([...staticClosure(OUTPUTS, ['out/page.js', 'out/renderer-BBBB.js'])].sort()).toEqual([
      'out/chunk-AAAA.js',
      'out/chunk-CCCC.js',
      'out/page.js',
      'out/renderer-BBBB.js',
    ])
  })
})

describe('chunkName', () => {
  it("drops the hash, and calls esbuild's shared chunks so", () => {
    expect(chunkName('out/renderer-BBBB.js')).toBe('renderer')
    expect(chunkName('out/renderer.browser-CCCC.js')).toBe('renderer')
    expect(chunkName('out/editor-bridge-Q2W3E4R5.js')).toBe('editor-bridge')
    expect(chunkName('out/chunk-AAAA.js')).toBe('shared chunk')
  })
})
