import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { publishedManifest, sourceEntries } from './package-entries.ts'
import type { WorkspaceManifest } from './package-entries.ts'

const manifest = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../packages/${name}/package.json`, import.meta.url), 'utf8'),
  ) as WorkspaceManifest

describe('sourceEntries', () => {
  it('lists every source file the export and import maps name, conditions included', () => {
    const entries = sourceEntries(manifest('react'))
    expect(entries).toContain('src/index.ts')
    expect(entries).toContain('src/chunks/renderer-loader.react-server.ts')
    expect(entries).toContain('src/chunks/widget-loader.browser.ts')
    expect(new Set(entries).size).toBe(entries.length)
  })
})

describe('publishedManifest', () => {
  it('points exports and the lazy # imports at dist, keeping their conditions', () => {
    const published = publishedManifest(manifest('react'))
    expect(published.imports?.['#renderer']).toEqual({
      types: './dist/chunks/renderer-loader.d.ts',
      'react-server': './dist/chunks/renderer-loader.react-server.js',
      browser: './dist/chunks/renderer-loader.browser.js',
      default: './dist/chunks/renderer-loader.js',
    })
    expect(published.exports?.['.']).toEqual({
      types: './dist/index.d.ts',
      default: './dist/index.js',
    })
    expect(published.devDependencies).toBeUndefined()
  })

  it('gives moduleResolution node consumers main, types and typesVersions', () => {
    const published = publishedManifest(manifest('core'))
    expect(published.main).toBe('./dist/index.js')
    expect(published.types).toBe('./dist/index.d.ts')
    expect(published.typesVersions).toMatchObject({
      '*': { evaluator: ['./dist/evaluator/index.d.ts'] },
    })
  })

  it('ships no test fixtures', () => {
    const published = publishedManifest(manifest('core'))
    expect(Object.keys(published.exports ?? {})).not.toContain('./fixtures/*')
    expect(published.files).toEqual(['dist'])
  })
})
