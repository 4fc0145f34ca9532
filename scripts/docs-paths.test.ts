import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../', import.meta.url))

/** Folders a repository path in the docs starts with. */
const ROOTS = [
  'packages',
  'apps',
  'scripts',
  'e2e',
  'bench',
  'docs',
  'test-utils',
  'tools',
  'examples',
]

/**
 * The repository paths a Markdown text names in backticks (`packages/react/src/x.ts`), or as a
 * relative link target; the example's own new files (`quote`, `hero`) are the guide's to create.
 */
export function referencedPaths(markdown: string, dir: string): string[] {
  const named = [...markdown.matchAll(/`([\w.@[\]/-]+\/[\w.@[\]/-]+)`/g)].map((m) => m[1] ?? '')
  const linked = [...markdown.matchAll(/\]\((?!https?:|#)([^)#\s]+)/g)].map((m) =>
    join(dir, m[1] ?? ''),
  )
  return [...named, ...linked].filter(
    (path) => ROOTS.includes(path.split('/')[0] ?? '') && !/\/(quote|hero)\b/.test(path),
  )
}

const docs = readdirSync(join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, text: readFileSync(join(ROOT, 'docs', name), 'utf8') }))

describe('the docs', () => {
  it('has the architecture page and both guides', () => {
    expect(docs.map((doc) => doc.name).sort()).toEqual(
      expect.arrayContaining([
        'adding-a-block.md',
        'adding-a-custom-component.md',
        'architecture.md',
      ]),
    )
  })

  it.each(docs)('$name names only files and folders that exist', ({ text }) => {
    const paths = referencedPaths(text, 'docs')
    expect(paths.length).toBeGreaterThan(3)
    expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([])
  })

  it('finds a missing path', () => {
    const missing = referencedPaths('see `packages/react/src/nope.ts`', 'docs')
    expect(missing).toEqual(['packages/react/src/nope.ts'])
    expect(existsSync(join(ROOT, missing[0] ?? ''))).toBe(false)
  })
})
