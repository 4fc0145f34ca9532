// @vitest-environment happy-dom
import type { Block, Entry } from '@tessera/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MockInstance } from 'vitest'
import { createRegistry } from '../registry/create-registry.ts'
import { renderInEditor, TEST_EDITOR_ORIGIN } from '../testing/render-in-editor.test-support.tsx'

const text = (id: string, value: string): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: value } },
})
const content: Entry = {
  id: 'c1',
  data: {
    state: { n: 1 },
    blocks: [
      text('b1', 'one {{state.n}}'),
      {
        '@type': '@builder.io/sdk:Element',
        id: 'cols',
        component: { name: 'Columns', options: { columns: [{ blocks: [] }] } },
      },
    ],
  },
}

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  warn.mockRestore()
  document.body.innerHTML = ''
})

const EDITOR = TEST_EDITOR_ORIGIN

interface RenderEditingOptions {
  trustedHosts?: string[]
  editorOrigins?: string[]
  trustLocalhost?: boolean
}

async function renderEditing(options: RenderEditingOptions = {}) {
  const registry = createRegistry()
  registry.registerComponent(() => null, {
    name: 'Hero',
    inputs: [{ name: 'title', type: 'string' }],
  })
  const postMessage = vi.fn()
  const rendered = await renderInEditor({ ...options, content, registry, onPost: postMessage })
  return { ...rendered, postMessage }
}

describe('editing mode', () => {
  it('announces the SDK and the custom components only', async () => {
    const { posted } = await renderEditing()
    const messages = posted()
    expect(messages[0]).toMatchObject({
      type: 'builder.sdkInfo',
      data: { modelName: 'page', apiKey: 'key' },
    })
    expect(messages[1]).toEqual({
      type: 'builder.registerComponent',
      data: { name: 'Hero', inputs: [{ name: 'title', type: 'string' }] },
    })
    expect(messages).toHaveLength(2)
  })

  it('announces registered actions to the editor (builder.registerAction)', async () => {
    const registry = createRegistry()
    registry.registerAction({
      name: 'addToCart',
      inputs: [{ name: 'sku', type: 'string' }],
      action: ({ state }) => state.sku,
    })
    const { posted } = await renderInEditor({ content, registry })
    const announced = posted().filter((message) => message.type === 'builder.registerAction')
    expect(announced).toHaveLength(1)
    expect(announced[0]?.data).toMatchObject({
      name: 'addToCart',
      inputs: [{ name: 'sku', type: 'string' }],
    })
    expect(String(announced[0]?.data.action)).toContain('state.sku')
  })

  it('applies a contentUpdate for its model from a trusted origin', async () => {
    const { container, send } = await renderEditing()
    await send({
      type: 'builder.contentUpdate',
      data: { key: 'page', data: { id: 'c1', data: { blocks: [text('b1', 'updated')] } } },
    })
    expect(container.querySelector('.builder-text')?.textContent).toBe('updated')
  })

  it('ignores updates from untrusted origins and for other models', async () => {
    const { container, send } = await renderEditing()
    const update = {
      type: 'builder.contentUpdate',
      data: { key: 'page', data: { id: 'c1', data: { blocks: [] } } },
    }
    await send(update, 'https://evil.example.com')
    await send({ ...update, data: { ...update.data, key: 'section' } })
    expect(container.querySelector('.builder-text')?.textContent).toBe('one 1')
  })

  it('posts every message to the editor origin, never to *', async () => {
    const { container, postMessage, send } = await renderEditing()
    await send({ type: 'builder.evaluate', data: { id: 'e1', text: 'return 1' } })
    container.querySelector<HTMLElement>('.builder-text')?.click()
    expect(postMessage.mock.calls.length).toBeGreaterThan(3)
    expect(new Set(postMessage.mock.calls.map(([, origin]) => origin))).toEqual(new Set([EDITOR]))
  })

  it('ignores a local editor unless trustLocalhost is on, then announces to it', async () => {
    const update = {
      type: 'builder.contentUpdate',
      data: { key: 'page', data: { id: 'c1', data: { blocks: [] } } },
    }
    const production = await renderEditing({ editorOrigins: [], trustLocalhost: false })
    await production.send(update, 'http://localhost:4000')
    await production.send(update, 'http://127.0.0.1:4000')
    expect(production.container.querySelector('.builder-text')?.textContent).toBe('one 1')
    expect(production.postMessage).not.toHaveBeenCalled()

    const development = await renderEditing({ editorOrigins: [], trustLocalhost: true })
    expect(development.postMessage).not.toHaveBeenCalled()
    await development.send(update, 'http://localhost:4000')
    expect(development.container.querySelector('.builder-text')).toBeNull()
    expect(development.posted()[0]?.type).toBe('builder.sdkInfo')
    expect(development.postMessage.mock.calls[0]?.[1]).toBe('http://localhost:4000')
  })

  it('trusts an editor origin exactly, not another port of its host', async () => {
    const { container, send } = await renderEditing()
    await send(
      {
        type: 'builder.contentUpdate',
        data: { key: 'page', data: { id: 'c1', data: { blocks: [] } } },
      },
      'https://editor.test:8443',
    )
    expect(container.querySelector('.builder-text')?.textContent).toBe('one 1')
  })

  it('trusts configured hosts', async () => {
    const { container, send } = await renderEditing({ trustedHosts: ['*.editor.test'] })
    await send(
      {
        type: 'builder.contentUpdate',
        data: { key: 'page', data: { id: 'c1', data: { blocks: [] } } },
      },
      'https://app.editor.test',
    )
    expect(container.querySelector('.builder-text')).toBeNull()
  })

  it('applies patch updates and refuses prototype paths', async () => {
    const { container, send } = await renderEditing()
    await send({
      type: 'builder.patchUpdates',
      data: {
        data: {
          b1: [{ op: 'replace', path: '/component/options/text', value: 'patched' }],
          c1: [{ op: 'add', path: '/__proto__/polluted', value: true }],
        },
      },
    })
    expect(container.querySelector('.builder-text')?.textContent).toBe('patched')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(
      warn.mock.calls.some(([message]) => message === '[Tessera]: patch for "c1" refused:'),
    ).toBe(true)
  })

  it('resets the state for its model', async () => {
    const { container, send } = await renderEditing()
    await send({ type: 'builder.resetState', data: { model: 'page', state: { n: 5 } } })
    expect(container.querySelector('.builder-text')?.textContent).toBe('one 5')
  })

  it('answers builder.evaluate through the safe evaluator', async () => {
    const { send, posted } = await renderEditing()
    await send({ type: 'builder.evaluate', data: { id: 'e1', text: 'return state.n + 1' } })
    await send({ type: 'builder.evaluate', data: { id: 'e2', text: 'return window.location' } })
    const answers = posted().slice(2)
    expect(answers[0]).toEqual({ type: 'builder.evaluateResult', data: { id: 'e1', result: 2 } })
    expect(answers[1]).toMatchObject({ type: 'builder.evaluateError', data: { id: 'e2' } })
  })

  it('reports hover and clicks on blocks and on empty block lists', async () => {
    const { container, posted } = await renderEditing()
    const block = container.querySelector('.builder-text') as HTMLElement
    const empty = container.querySelector('.no-blocks') as HTMLElement
    block.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    block.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    block.click()
    empty.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    empty.click()
    container.firstElementChild?.dispatchEvent(new MouseEvent('mouseleave'))
    const messages = posted().slice(2)
    expect(messages.map((message) => message.type)).toEqual([
      'tessera.v1.blockHover',
      'tessera.v1.blockSelect',
      'builder.hoverEmptyBlocks',
      'builder.clickEmptyBlocks',
      'tessera.v1.blockHover',
    ])
    expect(messages[0]?.data).toMatchObject({ version: 1, blockId: 'b1', contentId: 'c1' })
    expect(messages[1]?.data).toMatchObject({ version: 1, blockId: 'b1', contentId: 'c1' })
    expect(messages[3]?.data).toEqual({
      parentElementId: 'cols',
      dataPath: 'component.options.columns.0.blocks',
    })
    expect(messages[4]?.data).toEqual({ version: 1, blockId: null, contentId: 'c1' })
  })
})
