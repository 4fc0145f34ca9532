import { describe, expect, it } from 'vitest'
import {
  createMessage,
  EDITOR_MESSAGE_TYPES,
  EDITOR_PROTOCOL_VERSION,
  isEditorMessage,
  parseEditorMessage,
} from './messages.ts'
import type { EditorMessage } from './messages.ts'
import { TEXT_MESSAGE_VALIDATORS } from './text-messages.ts'
import { CANVAS_MESSAGES } from './messages-canvas.test-support.ts'

const sdkInfo = {
  target: 'tessera',
  version: '0.1.0',
  supportsPatchUpdates: false,
  supportsAddBlockScoping: false,
  supportsCustomBreakpoints: true,
  supportsXSmallBreakpoint: true,
  blockLevelPersonalization: false,
  modelName: 'page',
  apiKey: 'key1',
}

// One valid message of every type.
const valid: EditorMessage[] = [
  createMessage('builder.sdkInfo', sdkInfo),
  createMessage('builder.registerComponent', {
    name: 'Hero',
    inputs: [{ name: 'title', type: 'string', defaultValue: 'Hi' }],
    canHaveChildren: true,
    noWrap: false,
    defaultStyles: { padding: '10px' },
    image: 'https://example.com/hero.svg',
    models: ['page'],
    hideFromInsertMenu: true,
  }),
  createMessage('builder.registerAction', {
    name: 'addToCart',
    friendlyName: 'Add to cart',
    inputs: [{ name: 'sku', type: 'string' }],
    action: '({ state }) => state.sku',
  }),
  createMessage('builder.registerAction', { name: 'log' }),
  createMessage('builder.register', {
    type: 'insertMenu',
    info: { name: 'Our components', items: [{ name: 'Hero' }] },
  }),
  createMessage('builder.settingsChange', { customInsertMenu: true }),
  createMessage('builder.settingsChange', { designTokens: { colors: [] } }),
  createMessage('builder.clickEmptyBlocks', { parentElementId: 'b1', dataPath: 'children' }),
  createMessage('builder.hoverEmptyBlocks', { dataPath: 'data.blocks' }),
  createMessage('builder.evaluateResult', { id: 'e1', result: 42 }),
  createMessage('builder.evaluateError', { id: 'e1', error: 'refused' }),
  createMessage('tessera.v1.blockHover', {
    version: 1,
    blockId: 'b1',
    contentId: 'c1',
    rect: { top: 0, left: 10, width: 100, height: 50 },
  }),
  createMessage('tessera.v1.blockHover', { version: 1, blockId: null, contentId: 'c1' }),
  createMessage('tessera.v1.blockSelect', { version: 1, blockId: 'b1', contentId: 'c1' }),
  createMessage('builder.contentUpdate', {
    key: 'page',
    data: { id: 'c1', data: { blocks: [] } },
    editType: 'server',
  }),
  createMessage('builder.contentUpdate', { modelName: 'page', data: {} }),
  createMessage('builder.patchUpdates', {
    data: {
      c1: [
        { op: 'replace', path: '/data/title', value: 'New' },
        { op: 'add', path: '/data/blocks/-', value: {} },
        { op: 'remove', path: '/data/blocks/0' },
      ],
    },
  }),
  createMessage('builder.resetState', { model: 'page', state: { count: 1 } }),
  createMessage('builder.evaluate', { id: 'e1', text: 'return 1', arguments: [] }),
  createMessage('builder.overrideTestGroup', { contentId: 'c1', variationId: 'v1' }),
  createMessage('tessera.v1.selectBlock', { version: 1, blockId: 'b1' }),
  createMessage('tessera.v1.selectBlock', { version: 1, blockId: null }),
  createMessage('builder.overrideUserAttributes', {
    device: 'mobile',
    plan: 'pro',
    age: 30,
    loggedIn: true,
    tags: ['a', 'b'],
  }),
  createMessage('builder.overrideUserAttributes', {}),
  createMessage('tessera.v1.selectBlock', { version: 1, blockId: 'b1', watch: ['b2'] }),
  ...CANVAS_MESSAGES,
]

describe('createMessage', () => {
  it('builds a { type, data } object', () => {
    expect(createMessage('tessera.v1.selectBlock', { version: 1, blockId: 'b9' })).toEqual({
      type: 'tessera.v1.selectBlock',
      data: { version: 1, blockId: 'b9' },
    })
    expect(EDITOR_PROTOCOL_VERSION).toBe(1)
  })

  it('covers every message type in the fixtures', () => {
    // The inline text group has its own fixtures (text-messages.test.ts).
    const others = EDITOR_MESSAGE_TYPES.filter(
      (type) => !Object.hasOwn(TEXT_MESSAGE_VALIDATORS, type),
    )
    expect(new Set(valid.map((message) => message.type))).toEqual(new Set(others))
    expect(others).toHaveLength(22)
  })
})

describe('isEditorMessage', () => {
  it('accepts an object with a known type and object data', () => {
    for (const message of valid) expect(isEditorMessage(message)).toBe(true)
    expect(isEditorMessage({ type: 'builder.evaluate', data: {} })).toBe(true)
  })

  it('rejects junk', () => {
    const junk: unknown[] = [
      null,
      undefined,
      'builder.contentUpdate',
      42,
      [],
      {},
      { type: 'builder.unknown', data: {} },
      { type: 'toString', data: {} },
      { type: '__proto__', data: {} },
      { type: 7, data: {} },
      { type: 'builder.evaluate' },
      { type: 'builder.evaluate', data: null },
      { type: 'builder.evaluate', data: [] },
      { type: 'builder.evaluate', data: 'x' },
      JSON.stringify({ type: 'builder.evaluate', data: {} }),
    ]
    for (const value of junk) expect(isEditorMessage(value)).toBe(false)
  })
})

describe('parseEditorMessage', () => {
  it('accepts a valid message of every type and returns { type, data }', () => {
    for (const message of valid) expect(parseEditorMessage(message)).toEqual(message)
  })

  it('drops extra top-level keys and keeps the data object', () => {
    const data = { version: 1, blockId: 'b1' }
    const parsed = parseEditorMessage({ type: 'tessera.v1.selectBlock', data, extra: true })
    expect(parsed).toEqual({ type: 'tessera.v1.selectBlock', data })
    expect(parsed?.data).toBe(data)
  })

  it('filters by sender', () => {
    const update = valid.find((message) => message.type === 'builder.contentUpdate')
    const hover = valid.find((message) => message.type === 'tessera.v1.blockHover')
    const override = valid.find((message) => message.type === 'builder.overrideUserAttributes')
    expect(parseEditorMessage(override, { from: 'site' })).toBeUndefined()
    expect(parseEditorMessage(update, { from: 'editor' })).toEqual(update)
    expect(parseEditorMessage(update, { from: 'site' })).toBeUndefined()
    expect(parseEditorMessage(hover, { from: 'site' })).toEqual(hover)
    expect(parseEditorMessage(hover, { from: 'editor' })).toBeUndefined()
  })

  const invalid: Array<[string, unknown]> = [
    ['sdkInfo without apiKey', { ...sdkInfo, apiKey: undefined }],
    ['sdkInfo with a string flag', { ...sdkInfo, supportsCustomBreakpoints: 'yes' }],
    ['registerComponent without a name', { inputs: [] }],
    ['registerComponent with a nameless input', { name: 'Hero', inputs: [{ type: 'string' }] }],
    ['registerComponent with numeric styles', { name: 'Hero', defaultStyles: { padding: 10 } }],
    ['registerComponent with non-string models', { name: 'Hero', models: [1] }],
    ['clickEmptyBlocks without dataPath', { parentElementId: 'b1' }],
    ['evaluateResult without id', { result: 1 }],
    ['evaluateError with an object error', { id: 'e1', error: { message: 'x' } }],
    ['blockHover of another version', { version: 2, blockId: 'b1', contentId: 'c1' }],
    [
      'blockHover with a bad rect',
      { version: 1, blockId: 'b1', contentId: 'c1', rect: { top: 1 } },
    ],
    ['blockSelect with a null block', { version: 1, blockId: null, contentId: 'c1' }],
    ['blockSelect without version', { blockId: 'b1', contentId: 'c1' }],
    ['contentUpdate without a name', { data: {} }],
    ['overrideTestGroup without a variation', { contentId: 'c1' }],
    ['overrideTestGroup with an empty content id', { contentId: '', variationId: 'v1' }],
    ['contentUpdate with array data', { key: 'page', data: [] }],
    ['contentUpdate with a numeric key', { key: 1, modelName: 'page', data: {} }],
    ['patchUpdates with an unknown op', { data: { c1: [{ op: 'move', path: '/a' }] } }],
    ['patchUpdates with a relative path', { data: { c1: [{ op: 'add', path: 'a', value: 1 }] } }],
    ['patchUpdates with a non-array', { data: { c1: { op: 'add', path: '/a' } } }],
    ['resetState without state', { model: 'page' }],
    ['registerAction without a name', { action: '() => 1' }],
    ['register without a type', { info: {} }],
    ['register with list info', { type: 'insertMenu', info: [] }],
    ['settingsChange with a string flag', { customInsertMenu: 'yes' }],
    ['registerAction with a function', { name: 'a', action: () => 1 }],
    ['evaluate without text', { id: 'e1' }],
    ['evaluate with object arguments', { id: 'e1', text: 'x', arguments: {} }],
    ['selectBlock with an empty id', { version: 1, blockId: '' }],
    ['overrideUserAttributes with an object value', { plan: { name: 'pro' } }],
    ['overrideUserAttributes with nested lists', { tags: [['a']] }],
    ['overrideUserAttributes with a function-like value', { plan: Number.NaN }],
    ['selectBlock watching an empty id', { version: 1, blockId: null, watch: [''] }],
    ['selectBlock watching a string', { version: 1, blockId: null, watch: 'b1' }],
  ]
  const typeOf: Record<string, string> = {
    sdkInfo: 'builder.sdkInfo',
    registerComponent: 'builder.registerComponent',
    registerAction: 'builder.registerAction',
    register: 'builder.register',
    settingsChange: 'builder.settingsChange',
    clickEmptyBlocks: 'builder.clickEmptyBlocks',
    evaluateResult: 'builder.evaluateResult',
    evaluateError: 'builder.evaluateError',
    blockHover: 'tessera.v1.blockHover',
    blockSelect: 'tessera.v1.blockSelect',
    contentUpdate: 'builder.contentUpdate',
    patchUpdates: 'builder.patchUpdates',
    resetState: 'builder.resetState',
    overrideTestGroup: 'builder.overrideTestGroup',
    evaluate: 'builder.evaluate',
    selectBlock: 'tessera.v1.selectBlock',
    overrideUserAttributes: 'builder.overrideUserAttributes',
  }

  it.each(invalid)('rejects %s', (name, data) => {
    const type = typeOf[name.split(' ')[0] ?? '']
    expect(type).toBeDefined()
    expect(parseEditorMessage({ type, data })).toBeUndefined()
  })

  it('returns undefined instead of throwing on hostile objects', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom')
        },
      },
    )
    expect(parseEditorMessage(hostile)).toBeUndefined()
    expect(isEditorMessage(hostile)).toBe(false)
    expect(parseEditorMessage({ type: 'builder.evaluate', data: hostile })).toBeUndefined()
  })
})
