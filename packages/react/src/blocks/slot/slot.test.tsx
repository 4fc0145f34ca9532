// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { Content } from '../../content/content.tsx'
import {
  entryWith,
  renderBlocksHtml,
  withoutStaticListMarkers,
} from '../../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import { symbolBlock } from '../symbol/index.ts'
import { slotBlock } from './index.ts'

const el = (id: string, name: string, options: Record<string, unknown>): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name, options },
})
const components = [symbolBlock, slotBlock]

describe('Slot', () => {
  it('renders a symbol instance’s blocks, owned by the Symbol block', () => {
    const symbol = el('s1', 'Symbol', {
      symbol: {
        data: { body: [el('kid', 'Text', { text: 'inside' })] },
        content: entryWith([el('slot', 'Slot', { name: 'body' })], { id: 'e1' }),
      },
    })
    const html = withoutStaticListMarkers(
      renderBlocksHtml([symbol], { customComponents: components }),
    )
    expect(html).toContain(
      '<div class="slot builder-block" builder-id="slot"><!--$--><div style="pointer-events:auto">' +
        `<div class="builder-blocks" builder-path="component.options.symbol.data.body" builder-parent-id="s1">` +
        '<div class="kid builder-block" builder-id="kid"><div class="builder-text">inside</div></div>' +
        '</div></div><!--/$--></div>',
    )
  })

  it('marks itself with builder-slot outside a symbol and defaults to children', () => {
    const html = withoutStaticListMarkers(
      renderBlocksHtml([el('slot', 'Slot', {})], {
        customComponents: components,
        data: { children: [el('kid', 'Text', { text: 'x' })] },
      }),
    )
    expect(html).toContain(
      '<div style="pointer-events:auto" builder-slot="children">' +
        `<div class="builder-blocks" builder-path="component.options.symbol.data.children" builder-parent-id="slot">` +
        '<div class="kid builder-block"',
    )
  })

  it('renders an empty list when the state holds no blocks', () => {
    const html = renderBlocksHtml([el('slot', 'Slot', { name: 'x' })], {
      customComponents: components,
      data: { x: 'not blocks' },
    })
    expect(html).toContain(
      '<div class="builder-blocks no-blocks" builder-path="component.options.symbol.data.x"',
    )
  })

  it('hydrates without mismatch', async () => {
    const symbol = el('s1', 'Symbol', {
      symbol: {
        data: { children: [el('kid', 'Text', { text: 'inside' })] },
        content: entryWith([el('slot', 'Slot', {})], { id: 'e1' }),
      },
    })
    const result = await hydrateForTest(
      <Content apiKey="k" customComponents={components} content={entryWith([symbol])} />,
    )
    expect(result.recoverableErrors).toEqual([])
    expect(result.consoleErrors).toEqual([])
    expect(result.container.querySelector('.builder-text')?.textContent).toBe('inside')
    result.unmount()
  })
})
