import type { Block } from '@tessera/core'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Blocks } from '../blocks-renderer/blocks.tsx'
import { renderBlocksBothWays } from './render-both-ways.test-support.tsx'

const text = (id: string, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: `text ${id}` } },
  responsiveStyles: { large: { marginTop: '4px' } },
  ...extra,
})
/** The tracking pixel Builder's content carries: an eager `img` wrapper React preloads. */
const pixel: Block = {
  '@type': '@builder.io/sdk:Element',
  id: 'builder-pixel-x',
  tagName: 'img',
  properties: { role: 'presentation', 'aria-hidden': 'true', src: 'https://cdn.test/pixel' },
}

describe('planStaticBlockList through <Blocks>', () => {
  it('renders the static blocks of a list with a tracking pixel from HTML', () => {
    const result = renderBlocksBothWays([text('a'), text('b', { hide: true }), text('c'), pixel])
    expect(result.fast).toBe(result.slow)
    expect(
      result.fast.startsWith('<link rel="preload" as="image" href="https://cdn.test/pixel"/>'),
    ).toBe(true)
    expect(result.fastLists).toBe(0)
    expect(result.mixedLists).toBe(1)
  })

  it('lets React write wrapper attributes the string serialiser refuses (mixed list)', () => {
    const odd = text('o', { properties: { hidden: 'true', draggable: 'true', 'data-x': '1' } })
    // React warns about the string given to `hidden`, on both paths.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const alone = renderBlocksBothWays([odd])
    error.mockRestore()
    expect(alone.fast).toBe(alone.slow)
    expect(alone.fastLists).toBe(0)
    expect(alone.mixedLists).toBe(1)
  })

  it('renders noWrap blocks of a mixed list through React', () => {
    const button: Block = {
      '@type': '@builder.io/sdk:Element',
      id: 'btn',
      component: { name: 'Core:Button', options: { text: 'Go' } },
    }
    const result = renderBlocksBothWays([button, pixel])
    expect(result.fast).toBe(result.slow)
    expect(result.mixedLists).toBe(0)
  })

  it('renders outside <Content> without the fast path (no builder context)', () => {
    expect(renderToString(<Blocks blocks={[]} path="x" />)).toBe(
      '<div class="builder-blocks no-blocks" builder-path="component.options.x"></div>',
    )
  })

  it('renders empty and non-array lists as before', () => {
    for (const blocks of [[], undefined, 'x' as unknown as Block[]]) {
      const result = renderBothWaysWith(blocks)
      expect(result.fast).toBe(result.slow)
    }
  })
})

function renderBothWaysWith(blocks: Block[] | undefined) {
  return renderBlocksBothWays(blocks as Block[])
}
