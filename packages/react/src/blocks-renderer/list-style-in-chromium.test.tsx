import type { Block, Entry } from '@tessera/core'
import { getBreakpoints } from '@tessera/core'
import { responsiveStylesToCss } from '@tessera/core/css'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from '../../../../test-utils/chromium-hydration.ts'
import { Content } from '../content/content.tsx'

/**
 * The lists' shared, minified style elements style a page exactly as one `<style>` per block
 * written by core's `responsiveStylesToCss` (the renderer's former output) does: every element's
 * computed style and box, in Chromium, at a desktop, a tablet and a phone width.
 */

const PROPERTIES = [
  'display',
  'flex-direction',
  'align-items',
  'position',
  'margin-top',
  'margin-left',
  'padding-left',
  'padding-right',
  'width',
  'max-width',
  'color',
  'font-size',
]

const element = (id: string, name: string, options: Record<string, unknown>): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name, options },
})

/** Blocks as an editor makes them: the same few styles on many blocks, some with a phone size. */
function styled(block: Block, index: number): Block {
  const large = { display: 'flex', flexDirection: 'column', marginTop: `${10 + (index % 3) * 5}px` }
  const small = index % 2 === 0 ? { paddingLeft: '8px', color: 'rgb(0, 0, 255)' } : undefined
  const medium = index % 4 === 1 ? { fontSize: '20px' } : undefined
  return { ...block, responsiveStyles: { large, medium, small } }
}

const BLOCKS: Block[] = [
  element('t0', 'Text', { text: '<p>Zero</p>' }),
  element('c1', 'Columns', {
    columns: [
      { blocks: [styled(element('c1a', 'Text', { text: 'a' }), 4)] },
      { blocks: [styled(element('c1b', 'Text', { text: 'b' }), 5)] },
    ],
  }),
  {
    ...element('s2', 'Core:Section', { maxWidth: 600 }),
    children: [styled(element('s2a', 'Text', { text: 'in section' }), 2)],
  },
  element('b3', 'Core:Button', { text: 'Go', link: '/go' }),
  {
    ...element('t4', 'Text', { text: 'bound' }),
    bindings: { 'component.options.text': 'state.t' },
  },
  element('t5', 'Text', { text: '<p>Five</p>' }),
  element('t6', 'Text', { text: '<p>Six</p>' }),
].map(styled)
const CONTENT: Entry = { id: 'page', data: { blocks: BLOCKS } }

/** Every block of `blocks` and below (children, Columns' lists). */
function allBlocks(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((block) => {
    const columns = block.component?.options?.columns
    const inColumns = Array.isArray(columns)
      ? columns.flatMap((column: { blocks?: Block[] }) => column.blocks ?? [])
      : []
    return [block, ...allBlocks(block.children ?? []), ...allBlocks(inColumns)]
  })
}

/** The stacking CSS a Columns block wrote in its own `<style>` (stacking at tablet size). */
function formerColumnsCss(block: Block): string {
  if (block.component?.name !== 'Columns') return ''
  const selector = `.${block.id ?? ''}-breakpoints`
  return (
    `@media (max-width: 991px) {\n  ${selector} {\n    flex-direction: column;\n` +
    `    align-items: stretch;\n  }\n  ${selector} > .builder-column {\n` +
    '    width: 100% !important;\n    margin-left: 0 !important;\n  }\n}'
  )
}

/**
 * The page with each block's CSS in the former format (core's, and the Columns' own) instead of
 * the lists' and blocks' styles.
 */
function formerPage(html: string): string {
  const breakpoints = getBreakpoints()
  const css = allBlocks(BLOCKS)
    .map(
      (block) =>
        responsiveStylesToCss(block.id ?? '', block.responsiveStyles, {
          resolvedBreakpoints: breakpoints,
        }) + formerColumnsCss(block),
    )
    .join('\n')
  const without = html.replace(/<style data-id="builderio-blocks?">[^<]*<\/style>/g, '')
  return `<style>${css}</style>${without}`
}

const browser = chromiumPerFile()

async function computedStyles(html: string, width: number): Promise<string[]> {
  const page = await browser().newPage({ viewport: { width, height: 800 } })
  try {
    await page.setContent(`<!doctype html><html><body>${html}</body></html>`)
    return await page.evaluate((properties) => {
      const elements = [...document.body.querySelectorAll('*')].filter(
        (found) => found.localName !== 'style',
      )
      return elements.map((found) => {
        const style = getComputedStyle(found)
        const box = found.getBoundingClientRect()
        const values = properties.map((name) => style.getPropertyValue(name)).join('|')
        return `${found.localName}#${found.getAttribute('builder-id')} ${values} ${box.x},${box.y},${box.width},${box.height}`
      })
    }, PROPERTIES)
  } finally {
    await page.close()
  }
}

describe('lists’ style elements in Chromium', { timeout: 120_000 }, () => {
  it('style every block as one style element per block did, at every size', async () => {
    const html = renderToString(<Content apiKey="k" content={CONTENT} data={{ t: 'Four' }} />)
    expect(html).toContain('<style data-id="builderio-blocks">')
    expect(html).toContain('<style data-id="builderio-block">')
    const former = formerPage(html)
    for (const width of [1300, 800, 500]) {
      const now = await computedStyles(html, width)
      expect(now.length).toBeGreaterThan(20)
      expect(now).toEqual(await computedStyles(former, width))
    }
  })
})
