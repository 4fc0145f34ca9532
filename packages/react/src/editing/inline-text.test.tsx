// @vitest-environment happy-dom
import type { Block, Entry } from '@tessera/core'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInEditor } from '../testing/render-in-editor.test-support.tsx'

const text = (id: string, value: string, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: value } },
  ...extra,
})
const content: Entry = {
  id: 'c1',
  data: {
    state: { n: 1 },
    blocks: [text('b1', '<p>Hello</p>'), text('b2', 'n is {{state.n}}'), text('b3', 'Third')],
  },
}

afterEach(() => {
  document.body.innerHTML = ''
})

async function renderEditing() {
  const rendered = await renderInEditor({ content })
  const { container, send } = rendered
  const posted = () =>
    rendered.posted().filter((message) => message.type.startsWith('tessera.v1.text'))
  const textOf = (id: string) =>
    container.querySelector<HTMLElement>(`[builder-id="${id}"] .builder-text`) as HTMLElement
  const doubleClick = async (id: string) => {
    await act(async () => {
      textOf(id).dispatchEvent(new MouseEvent('dblclick', { bubbles: true }))
    })
  }
  /** What the browser does on a keystroke in a contenteditable element. */
  const type = async (id: string, html: string) => {
    await act(async () => {
      textOf(id).innerHTML = html
      textOf(id).dispatchEvent(new InputEvent('input', { bubbles: true }))
    })
  }
  const press = async (id: string, init: KeyboardEventInit) => {
    await act(async () => {
      textOf(id).dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }))
    })
  }
  return { container, send, posted, textOf, doubleClick, type, press }
}

const patch = (id: string, value: unknown, path = '/component') => ({
  type: 'builder.patchUpdates',
  data: { data: { [id]: [{ op: 'replace', path, value }] } },
})

describe('inline text editing', () => {
  it('makes a Text block editable on double-click and reports each change', async () => {
    const { doubleClick, textOf, type, posted } = await renderEditing()
    await doubleClick('b1')
    expect(textOf('b1').getAttribute('contenteditable')).toBe('true')
    expect(textOf('b1').getAttribute('role')).toBe('textbox')
    expect(document.activeElement).toBe(textOf('b1'))
    await type('b1', '<p>Hello w</p>')
    await type('b1', '<p>Hello wo</p>')
    expect(posted()).toEqual([
      { type: 'tessera.v1.textEditStart', data: { version: 1, contentId: 'c1', blockId: 'b1' } },
      {
        type: 'tessera.v1.textInput',
        data: {
          version: 1,
          contentId: 'c1',
          blockId: 'b1',
          html: '<p>Hello w</p>',
          cause: 'typing',
        },
      },
      {
        type: 'tessera.v1.textInput',
        data: {
          version: 1,
          contentId: 'c1',
          blockId: 'b1',
          html: '<p>Hello wo</p>',
          cause: 'typing',
        },
      },
    ])
  })

  it('does not edit a text computed from bindings', async () => {
    const { doubleClick, textOf, posted, send } = await renderEditing()
    await doubleClick('b2')
    await send({ type: 'tessera.v1.textEdit', data: { version: 1, blockId: 'b2' } })
    expect(textOf('b2').hasAttribute('contenteditable')).toBe(false)
    expect(posted()).toEqual([])
  })

  it('starts editing when the editor asks (Enter in the editor), caret at the end', async () => {
    const { textOf, posted, send } = await renderEditing()
    await send({ type: 'tessera.v1.textEdit', data: { version: 1, blockId: 'b3' } })
    expect(textOf('b3').getAttribute('contenteditable')).toBe('true')
    expect(document.activeElement).toBe(textOf('b3'))
    const selection = document.getSelection()
    expect(selection?.isCollapsed).toBe(true)
    expect(textOf('b3').contains(selection?.focusNode ?? null)).toBe(true)
    expect(posted()).toEqual([
      { type: 'tessera.v1.textEditStart', data: { version: 1, contentId: 'c1', blockId: 'b3' } },
    ])
  })

  it('keeps the typed text and its nodes (so the caret) when the block is re-rendered', async () => {
    const { doubleClick, textOf, type, send } = await renderEditing()
    await doubleClick('b1')
    await type('b1', '<p>Hello there</p>')
    const typedNode = textOf('b1').firstChild
    // A style change of the same block sends its whole component, with the document's text.
    await send(patch('b1', { name: 'Text', options: { text: '<p>Hello there</p>' } }))
    expect(textOf('b1').innerHTML).toBe('<p>Hello there</p>')
    expect(textOf('b1').firstChild).toBe(typedNode)
    expect(textOf('b1').getAttribute('contenteditable')).toBe('true')
  })

  it('goes on editing when a change of the block renders a new element', async () => {
    const { doubleClick, textOf, type, send, posted } = await renderEditing()
    await doubleClick('b1')
    await type('b1', '<p>Hello there</p>')
    const element = textOf('b1')
    // The first styles of a block render it anew.
    await send(patch('b1', { large: { color: 'red' } }, '/responsiveStyles'))
    expect(textOf('b1')).not.toBe(element)
    expect(textOf('b1').innerHTML).toBe('<p>Hello there</p>')
    expect(textOf('b1').getAttribute('contenteditable')).toBe('true')
    expect(document.activeElement).toBe(textOf('b1'))
    await type('b1', '<p>Hello there!</p>')
    expect(posted().at(-1)?.data.html).toBe('<p>Hello there!</p>')
  })

  it('shows a text the element does not have (an undo), with the caret at its end', async () => {
    const { doubleClick, textOf, type, send } = await renderEditing()
    await doubleClick('b1')
    await type('b1', '<p>Hello there</p>')
    await send(patch('b1', '<p>Hello</p>', '/component/options/text'))
    expect(textOf('b1').innerHTML).toBe('<p>Hello</p>')
    const selection = document.getSelection()
    expect(selection?.isCollapsed).toBe(true)
    expect(textOf('b1').contains(selection?.focusNode ?? null)).toBe(true)
    expect(textOf('b1').getAttribute('contenteditable')).toBe('true')
  })

  it('ends on Escape, keeping the typed text for later renders', async () => {
    const { doubleClick, textOf, type, send, press, posted } = await renderEditing()
    await doubleClick('b1')
    await type('b1', '<p>Typed</p>')
    await press('b1', { key: 'Escape' })
    expect(textOf('b1').hasAttribute('contenteditable')).toBe(false)
    expect(posted().at(-1)).toEqual({
      type: 'tessera.v1.textEditEnd',
      data: { version: 1, contentId: 'c1', blockId: 'b1' },
    })
    // Another block changes: this one still shows what was typed.
    await send(patch('b3', 'Changed', '/component/options/text'))
    expect(textOf('b3').innerHTML).toBe('Changed')
    expect(textOf('b1').innerHTML).toBe('<p>Typed</p>')
  })

  it('ends when the editor asks, or when the author clicks elsewhere in the page', async () => {
    const { doubleClick, textOf, send, posted } = await renderEditing()
    await doubleClick('b1')
    await send({ type: 'tessera.v1.textEditStop', data: { version: 1, blockId: 'b3' } })
    expect(textOf('b1').getAttribute('contenteditable')).toBe('true')
    await send({ type: 'tessera.v1.textEditStop', data: { version: 1, blockId: 'b1' } })
    expect(textOf('b1').hasAttribute('contenteditable')).toBe(false)

    await doubleClick('b3')
    const other = document.createElement('button')
    document.body.appendChild(other)
    const blurTo = async (hasFocus: boolean) => {
      // The page keeps the focus (a click elsewhere in it), or loses it to the editor.
      document.hasFocus = () => hasFocus
      await act(async () => {
        other.focus()
        await new Promise((resolve) => setTimeout(resolve, 5))
      })
    }
    await blurTo(false)
    expect(textOf('b3').getAttribute('contenteditable')).toBe('true')
    await act(async () => textOf('b3').focus())
    await blurTo(true)
    Reflect.deleteProperty(document, 'hasFocus')
    expect(textOf('b3').hasAttribute('contenteditable')).toBe(false)
    expect(posted().map((message) => message.type)).toEqual([
      'tessera.v1.textEditStart',
      'tessera.v1.textEditEnd',
      'tessera.v1.textEditStart',
      'tessera.v1.textEditEnd',
    ])
  })

  it('passes Ctrl/Cmd+Z and Shift+Z or Y to the editor as undo and redo', async () => {
    const { doubleClick, press, posted } = await renderEditing()
    await doubleClick('b1')
    await press('b1', { key: 'z', ctrlKey: true })
    await press('b1', { key: 'Z', metaKey: true, shiftKey: true })
    await press('b1', { key: 'y', ctrlKey: true })
    expect(posted().slice(1)).toEqual([
      { type: 'tessera.v1.textHistory', data: { version: 1, action: 'undo' } },
      { type: 'tessera.v1.textHistory', data: { version: 1, action: 'redo' } },
      { type: 'tessera.v1.textHistory', data: { version: 1, action: 'redo' } },
    ])
  })

  it('applies the editor formats to the selection as editing commands, links only when safe', async () => {
    const commands: unknown[][] = []
    const original = document.execCommand
    // happy-dom has no editing commands: record which ones the runtime asks for.
    document.execCommand = (...args: unknown[]) => {
      commands.push(args)
      return true
    }
    try {
      const { doubleClick, send, press } = await renderEditing()
      await doubleClick('b1')
      const format = (data: Record<string, unknown>) =>
        send({ type: 'tessera.v1.textFormat', data: { version: 1, blockId: 'b1', ...data } })
      for (const name of ['bold', 'italic', 'bulletedList', 'numberedList', 'heading2'])
        await format({ format: name })
      await format({ format: 'heading3' })
      await format({ format: 'paragraph' })
      await format({ format: 'link', url: 'https://example.com' })
      await format({ format: 'link', url: 'javascript:alert(1)' })
      await press('b1', { key: 'b', ctrlKey: true })
      await press('b1', { key: 'i', metaKey: true })
      expect(commands.slice(1)).toEqual([
        ['bold', false, undefined],
        ['italic', false, undefined],
        ['insertUnorderedList', false, undefined],
        ['insertOrderedList', false, undefined],
        ['formatBlock', false, '<h2>'],
        ['formatBlock', false, '<h3>'],
        ['formatBlock', false, '<p>'],
        ['createLink', false, 'https://example.com'],
        ['bold', false, undefined],
        ['italic', false, undefined],
      ])
    } finally {
      document.execCommand = original
    }
  })
})
