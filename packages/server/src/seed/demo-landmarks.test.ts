import type { Block, EntryData } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { SAMPLE_CONTENT, SAMPLE_IDS } from './sample-content.ts'

/** Every block in `value`, depth first: children and blocks in options (Columns, Tabs…). */
function* walk(value: unknown): Generator<Block> {
  if (Array.isArray(value)) {
    for (const item of value) yield* walk(item)
    return
  }
  if (typeof value !== 'object' || value === null) return
  if ((value as Block)['@type'] === '@builder.io/sdk:Element') yield value as Block
  for (const child of Object.values(value)) yield* walk(child)
}

const textOf = (block: Block) => String(block.component?.options?.text ?? '')
const count = (blocks: Block[], pattern: RegExp) =>
  blocks.reduce((sum, block) => sum + (textOf(block).match(pattern)?.length ?? 0), 0)

/** Each page and split-test variation of the demo, with its blocks. */
const pages = SAMPLE_CONTENT.filter((seed) => seed.model === 'page').flatMap((seed) => [
  { name: seed.body.name ?? '', data: seed.body.data as EntryData },
  ...Object.values(seed.body.variations ?? {}).map((variation) => ({
    name: `${seed.body.name} (${variation.name})`,
    data: variation.data as EntryData,
  })),
])
const symbolRoot = (id: string) =>
  (SAMPLE_CONTENT.find((seed) => seed.body.id === id)?.body.data as EntryData).blocks?.[0]

describe('the demo content’s structure', () => {
  it.each(pages)('$name has one h1 and one main between the header and footer', ({ data }) => {
    const blocks = [...walk(data.blocks)]
    expect(count(blocks, /<h1[\s>]/g)).toBe(1)
    expect(blocks.filter((block) => block.tagName === 'main')).toHaveLength(1)
    const names = blocks.map((block) => block.component?.name ?? block.tagName)
    const order = names.filter((name) => name === 'Symbol' || name === 'main')
    expect(order).toEqual(['Symbol', 'main', 'Symbol'])
  })

  it.each(pages)('$name never skips a heading level (axe-core’s heading-order)', ({ data }) => {
    const levels = [...walk(data.blocks)].flatMap((block) =>
      [...textOf(block).matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1])),
    )
    const skips = levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 0) + 1)
    expect({ levels, skips }).toMatchObject({ skips: [] })
  })

  it('has a <header> header symbol and a <footer> footer symbol', () => {
    expect(symbolRoot(SAMPLE_IDS.header)?.tagName).toBe('header')
    expect(symbolRoot(SAMPLE_IDS.footer)?.tagName).toBe('footer')
  })
})
