/**
 * Test support: one entry using most optional fields of content and blocks (CSS, fonts, state,
 * code, variations, breakpoints, bindings, repeats, animations, built-in blocks with their
 * options), for tests that take fields away from it. Used by the tests of this folder only.
 * @module
 */
import type { Block, Entry } from '@tessera/core'

const element = (block: Omit<Block, '@type'>): Block => ({
  '@type': '@builder.io/sdk:Element',
  ...block,
})

const BLOCKS: Block[] = [
  element({
    id: 'b-title',
    class: 'title',
    component: { name: 'Text', options: { text: '<h1>Hello {{state.name}}</h1>' } },
    responsiveStyles: { large: { color: 'red' }, small: { color: 'blue' } },
    animations: [
      {
        trigger: 'hover',
        steps: [{ styles: { opacity: '1' } }, { styles: { opacity: '0.5' } }],
        duration: 0.3,
      },
    ],
  }),
  element({
    id: 'b-list',
    repeat: { collection: 'state.items', itemName: 'item' },
    bindings: { 'component.options.text': 'state.item.label' },
    actions: { click: 'state.clicked = true' },
    component: { name: 'Text', options: { text: '' } },
  }),
  element({
    id: 'b-columns',
    component: {
      name: 'Columns',
      options: {
        space: 10,
        stackColumnsAt: 'tablet',
        columns: [
          {
            width: 50,
            link: '/x',
            blocks: [
              element({
                id: 'b-image',
                component: {
                  name: 'Image',
                  options: {
                    image: 'https://cdn.builder.io/api/v1/image/assets%2Fx%2Fy',
                    aspectRatio: 0.5,
                    altText: 'alt',
                    srcset: 'https://cdn.builder.io/a 100w',
                    lazy: true,
                  },
                },
                children: [
                  element({
                    id: 'b-img-child',
                    component: { name: 'Text', options: { text: 'c' } },
                  }),
                ],
              }),
            ],
          },
          {
            width: 50,
            blocks: [
              element({
                id: 'b-btn',
                component: {
                  name: 'Core:Button',
                  options: { text: 'Go', link: '/go', openLinkInNewTab: true },
                },
              }),
            ],
          },
        ],
      },
    },
  }),
  element({
    id: 'b-section',
    component: { name: 'Core:Section', options: { maxWidth: 1000, lazyLoad: false } },
    children: [
      element({
        id: 'b-raw',
        component: { name: 'Raw:Img', options: { image: 'https://example.com/a.png', title: 't' } },
      }),
      element({
        id: 'b-video',
        component: {
          name: 'Video',
          options: {
            video: 'https://example.com/v.mp4',
            autoPlay: true,
            muted: true,
            aspectRatio: 0.5625,
          },
        },
      }),
    ],
  }),
  element({
    id: 'b-symbol',
    component: {
      name: 'Symbol',
      options: {
        symbol: {
          model: 'symbol',
          entry: 'sym1',
          data: { label: 'x' },
          content: {
            id: 'sym1',
            data: {
              cssCode: '& p { margin: 0 }',
              blocks: [
                element({
                  id: 'b-sym-text',
                  component: { name: 'Text', options: { text: '<p>sym</p>' } },
                }),
              ],
            },
          },
        },
      },
    },
  }),
  element({
    id: 'b-form',
    component: {
      name: 'Form:Form',
      options: { sendSubmissionsTo: 'custom', action: '/submit', method: 'POST' },
    },
    children: [
      element({
        id: 'b-input',
        component: {
          name: 'Form:Input',
          options: { name: 'email', type: 'email', required: true },
        },
      }),
      element({
        id: 'b-select',
        component: {
          name: 'Form:Select',
          options: { name: 's', options: [{ value: 'a', name: 'A' }] },
        },
      }),
      element({
        id: 'b-submit',
        component: { name: 'Form:SubmitButton', options: { text: 'Send' } },
      }),
    ],
  }),
  element({
    id: 'b-tabs',
    component: {
      name: 'Builder: Tabs',
      options: {
        tabs: [
          {
            label: [
              element({ id: 'b-tab-label', component: { name: 'Text', options: { text: 'Tab' } } }),
            ],
            content: [
              element({
                id: 'b-tab-content',
                component: { name: 'Text', options: { text: 'Body' } },
              }),
            ],
          },
        ],
      },
    },
  }),
  element({
    id: 'b-custom',
    component: { name: 'Custom Code', options: { code: '<p>custom</p>' } },
  }),
]

/** The entry: id `rich`, cssCode scoped with `&`, greeting `Hello rich`. */
export const RICH_ENTRY: Entry = {
  id: 'rich',
  name: 'Rich',
  modelId: 'page-model',
  published: 'published',
  query: [{ '@type': '@builder.io/core:Query', property: 'urlPath', operator: 'is', value: '/' }],
  meta: { breakpoints: { small: 500, medium: 900 }, kind: 'page' },
  data: {
    title: 'Rich',
    url: '/',
    cssCode: '& .title { color: red }',
    customFonts: [{ family: 'Inter', files: { regular: 'https://f.test/r.woff2' } }],
    state: { name: 'rich', items: [{ label: 'one' }, { label: 'two' }] },
    inputs: [{ name: 'size', type: 'number', defaultValue: 2 }],
    jsCode: 'state.ready = true',
    blocks: BLOCKS,
  },
}
