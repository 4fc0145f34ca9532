// @vitest-environment happy-dom
import type { Block, Entry } from '@tessera/core'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInEditor } from '../testing/render-in-editor.test-support.tsx'
import { showTestGroup } from './test-group.ts'

const text = (id: string, value: string): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: value } },
})
const content: Entry = {
  id: 'c1',
  testRatio: 0.5,
  variations: {
    v1: { id: 'v1', name: 'B', testRatio: 0.5, data: { blocks: [text('vb1', 'variation')] } },
  },
  data: { blocks: [text('b1', 'default')] },
}

afterEach(() => {
  document.body.innerHTML = ''
})

const shown = (container: HTMLElement) => container.querySelector('.builder-text')?.textContent

describe('showTestGroup', () => {
  it('shows a known variation, else the content as it is', () => {
    expect(showTestGroup(content, 'v1').data).toEqual(content.variations?.v1?.data)
    expect(showTestGroup(content, 'v1').testVariationId).toBe('v1')
    for (const group of [undefined, 'c1', 'nope'])
      expect(showTestGroup(content, group)).toBe(content)
  })
})

describe('builder.overrideTestGroup in the editing frame', () => {
  it('switches the shown group, keeps it through content updates and patches, and back', async () => {
    const { container, send } = await renderInEditor({ content })
    expect(shown(container)).toBe('default')
    await send({ type: 'builder.overrideTestGroup', data: { contentId: 'c1', variationId: 'v1' } })
    expect(shown(container)).toBe('variation')

    const edited = structuredClone(content)
    edited.variations!.v1!.data = { blocks: [text('vb1', 'variation edited')] }
    await send({ type: 'builder.contentUpdate', data: { modelName: 'page', data: edited } })
    expect(shown(container)).toBe('variation edited')

    const patch = { op: 'replace', path: '/component/options/text', value: 'patched' }
    await send({ type: 'builder.patchUpdates', data: { data: { vb1: [patch] } } })
    expect(shown(container)).toBe('patched')

    await send({ type: 'builder.overrideTestGroup', data: { contentId: 'c1', variationId: 'c1' } })
    await send({ type: 'builder.contentUpdate', data: { modelName: 'page', data: edited } })
    expect(shown(container)).toBe('default')
  })

  it('ignores a group for another content', async () => {
    const { container, send } = await renderInEditor({ content })
    await send({ type: 'builder.overrideTestGroup', data: { contentId: 'c2', variationId: 'v1' } })
    expect(shown(container)).toBe('default')
  })
})
