import { IMAGE_ASPECT_RATIO, VIDEO_ASPECT_RATIO } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { BUILT_IN_BLOCK_INFO, BUILT_IN_EDITOR_INFO, getBuiltInBlockInfo } from './block-info.ts'
import { BUILT_IN_BLOCKS } from './registry/built-in-blocks.ts'
import { createRegistry } from './registry/create-registry.ts'
import type { ComponentInfo } from './types.ts'

const formText = (id: string, text: string) => [
  { '@type': '@builder.io/sdk:Element', id, component: { name: 'Text', options: { text } } },
]

/** Input names, with `[name, defaultValue]` where there is a default (as shipped before the split). */
const EXPECTED_INPUTS: Record<string, readonly unknown[]> = {
  Text: [['text', 'Enter some text...']],
  Fragment: [],
  'Core:Section': [
    ['maxWidth', 1200],
    ['lazyLoad', false],
  ],
  'Core:Button': [['text', 'Click me!'], 'link', ['openLinkInNewTab', false]],
  Columns: [
    ['columns', [{ blocks: [] }, { blocks: [] }]],
    ['space', 20],
    ['stackColumnsAt', 'tablet'],
    ['reverseColumnsWhenStacked', false],
  ],
  'Builder:RawText': ['text'],
  Image: [
    'image',
    ['backgroundSize', 'cover'],
    ['backgroundPosition', 'center'],
    'altText',
    'title',
    'height',
    'width',
    'sizes',
    'srcset',
    ['lazy', true],
    ['fitContent', true],
    'highPriority',
    ['aspectRatio', IMAGE_ASPECT_RATIO],
    'noWebp',
  ],
  Video: [
    'video',
    'posterImage',
    ['autoPlay', true],
    ['controls', false],
    ['muted', true],
    ['loop', true],
    ['playsInline', true],
    ['fit', 'cover'],
    ['preload', 'metadata'],
    ['fitContent', true],
    ['position', 'center'],
    'height',
    'width',
    ['aspectRatio', VIDEO_ASPECT_RATIO],
    ['lazyLoad', true],
  ],
  'Raw:Img': [
    'image',
    ['backgroundSize', 'cover'],
    ['backgroundPosition', 'center'],
    'altText',
    'title',
    ['aspectRatio', IMAGE_ASPECT_RATIO],
  ],
  Embed: [
    ['url', ''],
    ['content', ''],
  ],
  'Custom Code': [
    ['code', '<p>Custom HTML goes here</p>'],
    'replaceNodes',
    ['scriptsClientOnly', false],
  ],
  'Form:Form': [
    ['sendSubmissionsTo', 'email'],
    ['sendSubmissionsToEmail', 'your@email.com'],
    ['sendWithJs', true],
    ['name', 'My form'],
    'action',
    ['contentType', 'application/json'],
    ['method', 'POST'],
    ['previewState', 'unsubmitted'],
    'successUrl',
    'resetFormOnSubmit',
    ['successMessage', formText('form-success', '<span>Thanks!</span>')],
    ['validate', true],
    'errorMessagePath',
    ['errorMessage', formText('form-error', '<span>{{state.formErrorMessage}}</span>')],
    ['sendingMessage', formText('form-sending', '<span>Sending...</span>')],
    'customHeaders',
  ],
  'Form:Input': [
    ['type', 'text'],
    'name',
    ['placeholder', 'Hello there'],
    'defaultValue',
    'value',
    ['required', false],
  ],
  'Form:Select': [
    ['options', [{ value: 'option 1' }, { value: 'option 2' }]],
    'name',
    'defaultValue',
    'value',
    ['required', false],
  ],
  'Form:TextArea': [
    'value',
    'name',
    'defaultValue',
    ['placeholder', 'Hello there'],
    ['required', false],
  ],
  'Form:Label': [['text', 'Label'], 'for'],
  'Form:SubmitButton': [['text', 'Click me']],
  Symbol: ['symbol', 'dataOnly', 'inheritState', 'renderToLiquid', 'useChildren'],
  Slot: [['name', 'children']],
  'Core:Router': [['model', 'page'], ['handleRouting', true], ['preloadOnHover', true], 'onRoute'],
  'Builder:Mutation': [['type', 'replace'], 'selector'],
  'Builder:StateProvider': ['state', 'context'],
  PersonalizationContainer: [['variants', []]],
}

const WIDGET_NAMES = ['Builder:Accordion', 'Builder: Tabs', 'Builder:Carousel', 'Builder:Masonry']

const inputSummary = (info: ComponentInfo | undefined) =>
  (info?.inputs ?? []).map((input) =>
    'defaultValue' in input ? [input.name, input.defaultValue] : input.name,
  )

/** What a live site needs to render a block; everything else belongs to block-info. */
const RENDER_FIELDS = new Set([
  'name',
  'component',
  'renderHtml',
  'css',
  'noWrap',
  'canHaveChildren',
  'interpolatedOptions',
  'noErrorBoundary',
  'shouldReceiveBuilderProps',
  'models',
])

describe('block-info', () => {
  it('lists every built-in, in registry order, with its inputs and their defaults', () => {
    expect(BUILT_IN_BLOCK_INFO.map((info) => info.name)).toEqual(
      BUILT_IN_BLOCKS.map((block) => block.name),
    )
    expect(BUILT_IN_EDITOR_INFO.map((info) => info.name).sort()).toEqual(
      BUILT_IN_BLOCKS.map((block) => block.name).sort(),
    )
    // The widgets' inputs (block lists as defaults) are pinned by their own info tests.
    const summary = Object.fromEntries(
      BUILT_IN_BLOCK_INFO.filter((info) => !WIDGET_NAMES.includes(info.name)).map((info) => [
        info.name,
        inputSummary(info),
      ]),
    )
    expect(summary).toEqual(EXPECTED_INPUTS)
  })

  it('lists the widgets after the blocks, each with its editor inputs', () => {
    expect(BUILT_IN_BLOCK_INFO.slice(-4).map((info) => info.name)).toEqual(WIDGET_NAMES)
    const inputNames = (name: string) =>
      getBuiltInBlockInfo(name)?.inputs?.map((input) => input.name)
    expect(inputNames('Builder:Accordion')).toEqual([
      'items',
      'oneAtATime',
      'grid',
      'gridRowWidth',
      'useChildrenForItems',
    ])
    expect(inputNames('Builder: Tabs')).toEqual(
      expect.arrayContaining(['tabs', 'activeTabStyle', 'defaultActiveTab', 'collapsible']),
    )
    expect(inputNames('Builder:Carousel')).toEqual(
      expect.arrayContaining(['slides', 'hideDots', 'autoplay', 'autoplaySpeed', 'responsive']),
    )
    expect(inputNames('Builder:Masonry')).toEqual(
      expect.arrayContaining(['columnWidth', 'gutterSize', 'tiles', 'useChildrenForTiles']),
    )
  })

  it('merges the render flags with the editor metadata and leaves the component out', () => {
    expect(getBuiltInBlockInfo('Text')).toEqual({
      name: 'Text',
      noErrorBoundary: true,
      interpolatedOptions: ['text'],
      inputs: [
        {
          defaultValue: 'Enter some text...',
          bubble: true,
          autoFocus: true,
          required: true,
          type: 'html',
          name: 'text',
        },
      ],
      defaultStyles: { textAlign: 'center', height: 'auto', lineHeight: 'normal' },
    })
    const form = getBuiltInBlockInfo('Form:Form')
    expect(form).toMatchObject({ noWrap: true, canHaveChildren: true })
    expect(form?.defaultStyles).toEqual({ marginTop: '15px', paddingBottom: '15px' })
    expect(getBuiltInBlockInfo('Fragment')?.hideFromInsertMenu).toBe(true)
    expect(getBuiltInBlockInfo('Custom Code')?.requiredPermissions).toEqual(['editCode'])
    expect(BUILT_IN_BLOCK_INFO.every((info) => !('component' in info))).toBe(true)
    expect(BUILT_IN_BLOCK_INFO.every((info) => !('renderHtml' in info))).toBe(true)
  })

  it('returns undefined for a name that is not a built-in', () => {
    expect(getBuiltInBlockInfo('Hero')).toBeUndefined()
  })
})

describe('runtime built-in definitions', () => {
  it('are all in a fresh registry', () => {
    const registry = createRegistry()
    for (const info of BUILT_IN_BLOCK_INFO) {
      expect(registry.getComponent(info.name)?.builtIn).toBe(true)
    }
  })

  it('hold only what rendering needs', () => {
    const extra = BUILT_IN_BLOCKS.flatMap((block) =>
      Object.keys(block)
        .filter((key) => !RENDER_FIELDS.has(key))
        .map((key) => `${block.name}.${key}`),
    )
    expect(extra).toEqual([])
  })
})
