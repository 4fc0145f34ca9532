import { describe, expect, it } from 'vitest'
import { brokenReadmeLinks, isShipped, packedFileProblems } from './shipped-files.ts'

describe('isShipped', () => {
  it('ships built JavaScript, declarations and data, never TypeScript sources or tests', () => {
    for (const path of ['dist/index.js', 'dist/index.d.ts', 'bin/tessera.js', 'demo/a.json']) {
      expect(isShipped(path), path).toBe(true)
    }
    for (const path of [
      'demo/make-images.ts',
      'demo/write-content.ts',
      'dist/a.test.js',
      'dist/a.test.d.ts',
      'src/a.test-support.tsx',
      'dist/x.tsx',
      'fixtures/page.json',
      'dist/__fixtures__/a.js',
    ]) {
      expect(isShipped(path), path).toBe(false)
    }
  })
})

describe('packedFileProblems', () => {
  const good = ['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts']

  it('accepts a package of built files with its README and LICENSE', () => {
    expect(packedFileProblems(good)).toEqual([])
  })

  it('names the files not to ship and the missing README or LICENSE', () => {
    expect(packedFileProblems(['package.json', 'dist/a.js', 'demo/make-images.ts'])).toEqual([
      'not to ship: demo/make-images.ts',
      'missing: README.md',
      'missing: LICENSE',
    ])
  })
})

describe('brokenReadmeLinks', () => {
  it('finds relative links to files outside the package, and leaves URLs and anchors', () => {
    const readme =
      'See [Tessera](../../README.md), [the demo](demo/README.md), [docs](./dist/x.d.ts#y), ' +
      '[site](https://example.org/a), [below](#usage).'
    expect(brokenReadmeLinks(readme, ['demo/README.md', 'dist/x.d.ts'])).toEqual([
      '../../README.md',
    ])
  })
})
