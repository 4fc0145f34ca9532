import type { Block } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { hydrateInChromium, chromiumPerFile } from '../../../../test-utils/chromium-hydration.ts'
import { entryWith } from '../testing/content-html.test-support.tsx'

/**
 * The layout the content's base CSS gives lists, Section, Columns and Image (their own inline
 * styles hold only their per-block values): server HTML hydrated in Chromium, measured there.
 */
const browser = chromiumPerFile()

const element = (id: string, name: string, options: Record<string, unknown>): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name, options },
})
const text = (id: string, value: string) => element(id, 'Text', { text: value })

const BLOCKS: Block[] = [
  { ...element('sec', 'Core:Section', { maxWidth: 500 }), children: [text('in', 'In')] },
  element('cols', 'Columns', {
    space: 20,
    columns: [{ width: 30, blocks: [text('a', 'One')] }, { blocks: [text('b', 'Two<br>lines')] }],
  }),
  {
    ...element('img', 'Image', { image: '/api/v1/image/assets%2Fa%2Fphoto', aspectRatio: 0.5 }),
    // As the editor styles blocks: the image is laid over its block.
    responsiveStyles: { large: { display: 'flex', flexDirection: 'column', position: 'relative' } },
  },
]

/** The boxes (x, y, width, height, rounded to 0.1 px) of the elements measured. */
async function boxes(width: number) {
  const hydrated = await hydrateInChromium(
    browser(),
    { apiKey: 'k', content: entryWith(BLOCKS) },
    { viewport: { width, height: 900 } },
  )
  try {
    const measured = await hydrated.page.evaluate(() => {
      const box = (selector: string) => {
        const rect = document.querySelector(selector)!.getBoundingClientRect()
        return [rect.x, rect.y, rect.width, rect.height].map((n) => Math.round(n * 10) / 10)
      }
      return {
        section: box('section'),
        row: box('.builder-columns'),
        first: box('.builder-column'),
        firstList: box('.builder-column > .builder-blocks'),
        second: box('.builder-column + .builder-column'),
        block: box('.img'),
        image: box('img.builder-image'),
      }
    })
    return { ...measured, errors: hydrated.errors }
  } finally {
    await hydrated.close()
  }
}

describe('the base CSS in Chromium', { timeout: 120_000 }, () => {
  it('centres sections, lays columns side by side and stacks them, fills images', async () => {
    // The section centred, 500 px wide.
    const wide = await boxes(1000)
    expect(wide.errors).toEqual([])
    expect([wide.section[0], wide.section[2]]).toEqual([250, 500])
    // 30% less its share of the gap, then the rest 20 px further; a column's list fills it.
    expect([wide.first[0], wide.first[2]]).toEqual([0, 294])
    expect([wide.second[0], wide.second[1], wide.second[2]]).toEqual([314, wide.first[1], 490])
    expect(wide.first[3]).toBe(wide.row[3])
    expect(wide.firstList).toEqual(wide.first)
    // The image fills its block, whose sizer gives it half its width in height.
    expect(wide.image).toEqual(wide.block)
    expect(wide.block[3]).toBe(500)

    // Below the tablet breakpoint the columns stack at full width.
    const narrow = await boxes(600)
    expect(narrow.errors).toEqual([])
    expect([narrow.section[0], narrow.section[2]]).toEqual([50, 500])
    expect([narrow.first[0], narrow.first[2]]).toEqual([0, 600])
    expect(narrow.second[0]).toBe(0)
    expect(narrow.second[1]).toBe(narrow.first[1]! + narrow.first[3]!)
  })
})
