import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { exampleBlocks } from './guide-examples.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const GUIDE = 'docs/migrating-from-builder.md'

describe('exampleBlocks', () => {
  it('finds the fenced blocks marked with the file they are, and only those', () => {
    const markdown = [
      '<!-- example: examples/a.tsx -->',
      '```tsx',
      "const a = '```'",
      '',
      '```',
      '',
      '```sh',
      'npm install',
      '```',
      '<!-- example: b.ts -->',
      '```ts',
      'export {}',
      '```',
    ].join('\n')
    expect(exampleBlocks(markdown)).toEqual([
      { path: 'examples/a.tsx', code: "const a = '```'\n\n" },
      { path: 'b.ts', code: 'export {}\n' },
    ])
  })
})

describe(`the migration guide (${GUIDE})`, () => {
  const blocks = exampleBlocks(readFileSync(join(ROOT, GUIDE), 'utf8'))

  it("shows the gen-1, App Router, Pages Router and Vite examples' files (what the examples' check builds and runs)", () => {
    expect(blocks.map((block) => block.path)).toEqual([
      'examples/next-app/src/pages/gen-1/[[...page]].tsx',
      'examples/next-app/src/app/[[...page]]/page.tsx',
      'examples/next-app/src/components/tessera-content.tsx',
      'examples/next-app/src/components/custom-components.tsx',
      'examples/next-app/src/pages/pages-router/[[...page]].tsx',
      'examples/vite-app/src/App.tsx',
      'examples/vite-app/src/custom-components.tsx',
    ])
  })

  it.each(blocks.map((block) => [block.path, block] as const))(
    'the block marked %s is that file, verbatim',
    (path, block) => {
      expect(existsSync(join(ROOT, path))).toBe(true)
      expect(block.code).toBe(readFileSync(join(ROOT, path), 'utf8'))
    },
  )
})
