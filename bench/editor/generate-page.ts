/**
 * Generated pages for the editor benchmark: exactly `count` Builder blocks in a realistic mix,
 * repeated sections (`Core:Section`) holding a heading (`Text`) and a `Columns` block of three
 * columns, each column an `Image`, a `Text` and a `Core:Button`, every block with responsive
 * styles at the three sizes. The ids are stable (`bench-<kind>-<n>`), so runs are comparable.
 * @module
 */

/** A Builder block as the write API takes it. */
export interface BenchBlock {
  '@type': '@builder.io/sdk:Element'
  id: string
  component: { name: string; options: Record<string, unknown> }
  responsiveStyles?: Record<string, Record<string, string>>
  children?: BenchBlock[]
}

/** Blocks of one full section: section, heading, columns, and 3 × (image, text, button). */
export const BLOCKS_PER_SECTION = 12

// A 1 × 1 SVG: an image that needs no network.
const IMAGE =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/%3E'

/** Makes the blocks of one page with ids numbered from 1. */
class Generator {
  private next = 0
  private remaining: number

  constructor(count: number) {
    this.remaining = count
  }

  /** Whether another block fits; takes it when so. */
  take(): boolean {
    if (this.remaining <= 0) return false
    this.remaining--
    return true
  }

  block(kind: string, name: string, options: Record<string, unknown>): BenchBlock {
    this.next++
    return {
      '@type': '@builder.io/sdk:Element',
      id: `bench-${kind}-${this.next}`,
      component: { name, options },
      responsiveStyles: {
        large: { marginTop: '12px', fontSize: '18px', display: 'flex', flexDirection: 'column' },
        medium: { fontSize: '16px' },
        small: { marginTop: '8px', fontSize: '14px' },
      },
    }
  }

  text(html: string): BenchBlock {
    return this.block('text', 'Text', { text: html })
  }
}

function column(gen: Generator, section: number, index: number) {
  const blocks: BenchBlock[] = []
  if (gen.take())
    blocks.push(gen.block('image', 'Image', { image: IMAGE, aspectRatio: 0.5625, lazy: true }))
  if (gen.take()) blocks.push(gen.text(`<p>Section ${section}, column ${index}: a paragraph.</p>`))
  if (gen.take())
    blocks.push(gen.block('button', 'Core:Button', { text: 'Read more', link: `/s${section}` }))
  return { blocks }
}

function section(gen: Generator, number: number): BenchBlock {
  const block = gen.block('section', 'Core:Section', { maxWidth: 1200 })
  block.children = []
  if (gen.take()) block.children.push(gen.text(`<h2>Section ${number}</h2>`))
  if (gen.take()) {
    const columns = gen.block('columns', 'Columns', { space: 20, stackColumnsAt: 'tablet' })
    const items = []
    for (let index = 1; index <= 3; index++) items.push(column(gen, number, index))
    columns.component.options.columns = items
    block.children.push(columns)
  }
  return block
}

/**
 * The top-level blocks of a page of exactly `count` blocks (nested ones included).
 * @throws RangeError when `count` is not a positive integer
 */
export function generatePageBlocks(count: number): BenchBlock[] {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`a page needs a positive whole number of blocks, not ${count}`)
  }
  const gen = new Generator(count)
  const blocks: BenchBlock[] = []
  for (let number = 1; gen.take(); number++) blocks.push(section(gen, number))
  return blocks
}

/** Every block of `blocks`, depth first (children and the blocks inside columns). */
export function allBlocks(blocks: readonly BenchBlock[]): BenchBlock[] {
  const out: BenchBlock[] = []
  const visit = (block: BenchBlock) => {
    out.push(block)
    for (const child of block.children ?? []) visit(child)
    const columns = block.component.options.columns as { blocks: BenchBlock[] }[] | undefined
    for (const item of columns ?? []) for (const child of item.blocks) visit(child)
  }
  for (const block of blocks) visit(block)
  return out
}

/** The ids of the section headings (the `Text` block first in each section), in page order. */
export function headingIds(blocks: readonly BenchBlock[]): string[] {
  return allBlocks(blocks)
    .filter((block) => block.component.name === 'Text')
    .filter((block) => String(block.component.options.text).startsWith('<h2>'))
    .map((block) => block.id)
}

/** The id of the section heading in the middle of the page: the block the bench edits. */
export function middleHeadingId(blocks: readonly BenchBlock[]): string {
  const headings = headingIds(blocks)
  const middle = headings[Math.floor(headings.length / 2)]
  if (middle === undefined) throw new Error('the page has no section heading')
  return middle
}
