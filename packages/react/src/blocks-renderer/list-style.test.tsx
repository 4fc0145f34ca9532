// @vitest-environment happy-dom
import type { Block, Entry } from '@tessera/core'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Content } from '../content/content.tsx'
import { hydrateForTest } from '../testing/render.test-support.tsx'
import { renderInEditor } from '../testing/render-in-editor.test-support.tsx'

const text = (id: string, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: id } },
  responsiveStyles: { large: { marginTop: '8px' }, small: { paddingLeft: '4px' } },
  ...extra,
})
/** A static block, one whose style follows state, a repeated one, and a static nested one. */
const page: Entry = {
  id: 'c1',
  data: {
    blocks: [
      text('s'),
      text('bound', {
        bindings: { 'responsiveStyles.large.color': 'state.color', 'style.color': 'state.color' },
      }),
      text('r', { repeat: { collection: 'state.items' } }),
      text('box', { component: undefined, children: [text('inner')] }),
    ],
  },
}

/** The `data-id` and text of every `<style>` of the container. */
function styles(container: HTMLElement): Array<[string | null, string]> {
  return [...container.querySelectorAll('style')].map((style) => [
    style.getAttribute('data-id'),
    style.textContent ?? '',
  ])
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe("a list's style", () => {
  it('holds the static blocks, hydrates, and leaves styles that follow state to their block', async () => {
    const result = await hydrateForTest(
      <Content apiKey="key" content={page} data={{ color: 'red', items: [1, 2] }} />,
    )
    expect(result.recoverableErrors).toEqual([])
    expect(result.consoleErrors).toEqual([])
    expect(styles(result.container).slice(1)).toEqual([
      [
        'builderio-blocks',
        '.s,.box,.inner{margin-top:8px}@media (max-width:640px){.s,.box,.inner{padding-left:4px}}',
      ],
      [
        'builderio-block',
        '.bound{margin-top:8px;color:red}@media (max-width:640px){.bound{padding-left:4px}}',
      ],
      ['builderio-block', '.r{margin-top:8px}@media (max-width:640px){.r{padding-left:4px}}'],
      ['builderio-block', '.r{margin-top:8px}@media (max-width:640px){.r{padding-left:4px}}'],
    ])
    await act(async () =>
      result.root.render(
        <Content apiKey="key" content={page} data={{ color: 'blue', items: [1, 2] }} />,
      ),
    )
    const bound = styles(result.container)[2]
    expect(bound?.[1]).toContain('.bound{margin-top:8px;color:blue}')
    const element = result.container.querySelector<HTMLElement>('[builder-id="bound"]')
    expect(element?.style.color).toBe('blue')
    result.unmount()
  })

  it('is not written in the editor: each block keeps its own style', async () => {
    const editor = await renderInEditor({ content: page })
    const found = styles(document.body)
    expect(found.map(([id]) => id)).not.toContain('builderio-blocks')
    expect(found.filter(([id]) => id === 'builderio-block').length).toBeGreaterThanOrEqual(4)
    act(() => editor.root.unmount())
  })
})
