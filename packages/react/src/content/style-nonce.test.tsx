import type { Block } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { defineBlock } from '../blocks/define-block.ts'
import { renderBlocksBothWays } from '../static-html/render-both-ways.test-support.tsx'
import { Content } from './content.tsx'

const el = (id: string, name: string, options: Record<string, unknown> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name, options },
  responsiveStyles: { large: { marginTop: '8px' }, small: { paddingLeft: '4px' } },
})
/** Text whose content is bound to state: never static, so its list is rendered by React. */
const bound = (id: string): Block => ({
  ...el(id, 'Text', { text: 'x' }),
  bindings: { 'component.options.text': 'state.title' },
})
const NESTED = { id: 'inner', data: { blocks: [el('n1', 'Text', { text: 'nested' })] } }
/** A custom block that renders other content inside, without a nonce of its own. */
const Inner = defineBlock({
  name: 'Inner',
  component: () => <Content content={NESTED} />,
})
const PAGE: Block[] = [
  el('t', 'Text', { text: 'static' }),
  el('c', 'Columns', { columns: [{ blocks: [el('c1', 'Text', { text: 'one' })] }, {}] }),
  bound('d'),
  el('i', 'Inner'),
]
const STATIC_ONLY: Block[] = [PAGE[0] as Block, PAGE[1] as Block]

/** Every `<style …>` start tag of `html`. */
const styleTags = (html: string) => html.match(/<style\b[^>]*>/g) ?? []

describe('<Content nonce> on every <style> the renderer writes', () => {
  for (const [name, blocks] of [
    ['a mixed list (React blocks, static pieces, nested content)', PAGE],
    ['a list written as one HTML string', STATIC_ONLY],
  ] as const) {
    it(`${name}, with and without the static-HTML path`, () => {
      const both = renderBlocksBothWays(blocks, {
        nonce: 'n-1"x',
        customComponents: [Inner],
        data: { title: 'T' },
      })
      expect(both.fast).toBe(both.slow)
      const tags = styleTags(both.fast)
      // content's, each list's (the root one's with the Columns' stacking), the bound block's
      // own, and the nested content's and its list's
      expect(tags.length).toBeGreaterThanOrEqual(blocks === PAGE ? 6 : 3)
      for (const tag of tags) expect(tag).toContain('nonce="n-1&quot;x"')
      expect(tags).toContain('<style data-id="builderio-blocks" nonce="n-1&quot;x">')
      if (blocks === PAGE) {
        expect(tags).toContain('<style data-id="builderio-block" nonce="n-1&quot;x">')
      }
      expect(both.fast).toMatch(
        /<style data-id="builderio-blocks" nonce="[^"]+">[^<]*\.c-breakpoints\{/,
      )
      if (blocks === PAGE) expect(both.mixedLists).toBeGreaterThan(0)
      else expect(both.fastLists).toBeGreaterThan(0)
    })
  }

  it('writes no nonce attribute without the prop', () => {
    const both = renderBlocksBothWays(PAGE, { customComponents: [Inner] })
    expect(both.fast).toBe(both.slow)
    expect(styleTags(both.fast).length).toBeGreaterThan(5)
    expect(both.fast).not.toContain('nonce')
  })
})
