import { describe, expect, it, vi } from 'vitest'
import { announceSdk } from './announce-sdk.ts'

const EDITOR = 'https://editor.example.com'

const sdkInfo = {
  type: 'builder.sdkInfo',
  data: {
    target: 'tessera',
    version: '0.1.0',
    supportsPatchUpdates: false,
    supportsAddBlockScoping: false,
    supportsCustomBreakpoints: true,
    supportsXSmallBreakpoint: true,
    blockLevelPersonalization: true,
    modelName: 'page',
    apiKey: 'key1',
  },
}

describe('announceSdk', () => {
  it('announces each action as builder.registerAction, its function as source text', () => {
    const postMessage = vi.fn()
    const posted = announceSdk({
      modelName: 'page',
      apiKey: 'key1',
      targetWindow: { postMessage },
      targetOrigin: EDITOR,
      actions: [
        {
          name: 'addToCart',
          friendlyName: 'Add to cart',
          inputs: [{ name: 'sku', type: 'string', onChange: () => {} }],
          action: function addToCart() {
            return 'added'
          },
        },
      ],
    })
    expect(posted).toHaveLength(2)
    expect(posted[1]?.type).toBe('builder.registerAction')
    const data = posted[1]?.data as Record<string, unknown>
    expect(data).toMatchObject({
      name: 'addToCart',
      friendlyName: 'Add to cart',
      inputs: [{ name: 'sku', type: 'string' }],
    })
    expect(String(data.action)).toMatch(/^function addToCart\(\) \{[\s\S]*added[\s\S]*\}$/)
    expect(structuredClone(posted[1])).toEqual(posted[1])
    expect(() =>
      announceSdk({
        modelName: 'page',
        apiKey: 'k',
        actions: [{ name: '' }],
        targetWindow: { postMessage },
      }),
    ).toThrow('action at index 0 has no name')
  })

  it('posts builder.sdkInfo and then one builder.registerComponent per component', () => {
    const postMessage = vi.fn()
    const posted = announceSdk({
      modelName: 'page',
      apiKey: 'key1',
      targetWindow: { postMessage },
      targetOrigin: EDITOR,
      components: [
        {
          name: 'Hero',
          component: () => null,
          inputs: [{ name: 'title', type: 'string', onChange: () => {} }],
          canHaveChildren: true,
          defaultStyles: { padding: '8px' },
        },
        { name: 'Card', models: ['page', 'section'], noWrap: true },
      ],
    })
    const expected = [
      sdkInfo,
      {
        type: 'builder.registerComponent',
        data: {
          name: 'Hero',
          inputs: [{ name: 'title', type: 'string' }],
          canHaveChildren: true,
          defaultStyles: { padding: '8px' },
        },
      },
      {
        type: 'builder.registerComponent',
        data: { name: 'Card', models: ['page', 'section'], noWrap: true },
      },
    ]
    expect(postMessage.mock.calls).toEqual(expected.map((message) => [message, EDITOR]))
    expect(posted).toEqual(expected)
    for (const [message] of postMessage.mock.calls)
      expect(structuredClone(message)).toEqual(message)
  })

  it('leaves out components meant for other models', () => {
    const postMessage = vi.fn()
    announceSdk({
      modelName: 'page',
      apiKey: 'key1',
      targetWindow: { postMessage },
      targetOrigin: EDITOR,
      components: [{ name: 'Promo', models: ['section'] }],
    })
    expect(postMessage.mock.calls).toEqual([[sdkInfo, EDITOR]])
  })

  it('applies capability overrides and the target origin', () => {
    const postMessage = vi.fn()
    announceSdk({
      modelName: 'page',
      apiKey: 'key1',
      targetWindow: { postMessage },
      targetOrigin: EDITOR,
      capabilities: { supportsPatchUpdates: 'v4', target: 'tessera-react' },
    })
    expect(postMessage).toHaveBeenCalledWith(
      {
        ...sdkInfo,
        data: { ...sdkInfo.data, supportsPatchUpdates: 'v4', target: 'tessera-react' },
      },
      EDITOR,
    )
  })

  it('drops class and cyclic references but keeps non-plain values', () => {
    const postMessage = vi.fn()
    const cyclic: Record<string, unknown> = { label: 'x' }
    cyclic.self = cyclic
    const date = new Date(0)
    announceSdk({
      modelName: 'page',
      apiKey: 'key1',
      targetWindow: { postMessage },
      targetOrigin: EDITOR,
      components: [{ name: 'Odd', class: class {}, meta: cyclic, since: date, list: [() => 1, 2] }],
    })
    expect(postMessage.mock.calls[1]?.[0]).toEqual({
      type: 'builder.registerComponent',
      data: { name: 'Odd', meta: { label: 'x', self: undefined }, since: date, list: [null, 2] },
    })
  })

  it('refuses a component without a name before posting anything', () => {
    const postMessage = vi.fn()
    expect(() =>
      announceSdk({
        modelName: 'page',
        apiKey: 'key1',
        targetWindow: { postMessage },
        targetOrigin: EDITOR,
        components: [{ name: 'Ok' }, { name: '' }],
      }),
    ).toThrow('component at index 1 has no name')
    expect(postMessage).not.toHaveBeenCalled()
  })

  it('posts nothing without an editor window', () => {
    expect(announceSdk({ modelName: 'page', apiKey: 'key1' })).toEqual([])
  })

  it('posts nothing, not even to *, when no editor origin is known', () => {
    const postMessage = vi.fn()
    expect(
      announceSdk({ modelName: 'page', apiKey: 'key1', targetWindow: { postMessage } }),
    ).toEqual([])
    expect(postMessage).not.toHaveBeenCalled()
  })

  it('posts each message once to each candidate origin', () => {
    const postMessage = vi.fn()
    const targetOrigin = [EDITOR, 'http://localhost:4000']
    announceSdk({ modelName: 'page', apiKey: 'key1', targetWindow: { postMessage }, targetOrigin })
    expect(postMessage.mock.calls).toEqual([
      [sdkInfo, EDITOR],
      [sdkInfo, 'http://localhost:4000'],
    ])
  })
})
