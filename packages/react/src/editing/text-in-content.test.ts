import type { Block, Entry } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { editableTextOf, textOf, withText } from './text-in-content.ts'

const block = (id: string, extra: Partial<Block>): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  ...extra,
})
const content: Entry = {
  id: 'c1',
  data: {
    blocks: [
      block('plain', { component: { name: 'Text', options: { text: '<p>Hi</p>' } } }),
      block('empty', { component: { name: 'Text' } }),
      block('curly', { component: { name: 'Text', options: { text: 'Hi {{state.name}}' } } }),
      block('bound', {
        component: { name: 'Text', options: { text: 'x' } },
        bindings: { 'component.options.text': 'state.text' },
      }),
      block('box', {
        children: [block('inner', { component: { name: 'Text', options: { text: 'In' } } })],
      }),
      block('button', { component: { name: 'Core:Button', options: { text: 'Go' } } }),
    ],
  },
}

describe('text in content', () => {
  it('edits plain Text blocks only, wherever they are', () => {
    expect(editableTextOf(content, 'plain')).toBe('<p>Hi</p>')
    expect(editableTextOf(content, 'empty')).toBe('')
    expect(editableTextOf(content, 'inner')).toBe('In')
    for (const id of ['curly', 'bound', 'button', 'box', 'missing'])
      expect(editableTextOf(content, id), id).toBeUndefined()
    expect(textOf(null, 'plain')).toBeUndefined()
  })

  it('replaces a text, copying only the path to it', () => {
    const next = withText(content, 'inner', 'Out')
    expect(textOf(next, 'inner')).toBe('Out')
    expect(next.data?.blocks?.[0]).toBe(content.data?.blocks?.[0])
    expect(textOf(content, 'inner')).toBe('In')
    expect(withText(content, 'plain', '<p>Hi</p>')).toBe(content)
    expect(textOf(withText(content, 'empty', 'New'), 'empty')).toBe('New')
    expect(withText(content, 'missing', 'x')).toBe(content)
  })
})
