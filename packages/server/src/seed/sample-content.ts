import type { Block, Entry } from '@tessera/core'
import type { ModelKind } from '../store/types.ts'

/** One entry to seed: its model (created when missing, of `kind`, default `data`) and body. */
export interface SeedEntry {
  model: string
  kind?: ModelKind
  body: Entry
}

/** Ids of the sample entries (32 hex, as Builder's). */
export const SAMPLE_IDS = {
  header: '7e55e7a0000000000000000000000001',
  home: '7e55e7a0000000000000000000000002',
  homeVariation: '7e55e7a0000000000000000000000003',
  about: '7e55e7a0000000000000000000000004',
} as const

function element(id: string, fields: Omit<Block, '@type'>): Block {
  return { '@type': '@builder.io/sdk:Element', id, ...fields }
}

function text(id: string, html: string): Block {
  return element(id, { component: { name: 'Text', options: { text: html } } })
}

const headerSymbol = element('builder-sample-header', {
  component: {
    name: 'Symbol',
    options: { symbol: { model: 'symbol', entry: SAMPLE_IDS.header, data: {} } },
  },
})

function urlPathIs(path: string): Entry['query'] {
  return [{ '@type': '@builder.io/core:Query', property: 'urlPath', operator: 'is', value: path }]
}

function homeBlocks(headline: string): Block[] {
  return [
    headerSymbol,
    text('builder-sample-headline', `<h1>${headline}</h1>`),
    element('builder-sample-columns', {
      component: {
        name: 'Columns',
        options: {
          space: 20,
          columns: [
            { blocks: [text('builder-sample-col-1', '<p>Compose pages from blocks.</p>')] },
            { blocks: [text('builder-sample-col-2', '<p>Publish, and it is live.</p>')] },
          ],
        },
      },
    }),
    element('builder-sample-cta', {
      component: { name: 'Core:Button', options: { text: 'About us', link: '/about' } },
    }),
  ]
}

/**
 * A small sample site, seeded by `tessera serve --demo` until the website's demo content
 * replaces it: a header symbol, a home page at `/` (Text, Columns, Button, the header through
 * a Symbol block, and a 50/50 split test of its headline) and an about page at `/about`, all
 * published.
 */
export const SAMPLE_CONTENT: readonly SeedEntry[] = [
  {
    model: 'symbol',
    kind: 'symbol',
    body: {
      id: SAMPLE_IDS.header,
      name: 'Header',
      published: 'published',
      meta: { kind: 'component' },
      data: { blocks: [text('builder-sample-logo', '<strong>Tessera</strong>')] },
    },
  },
  {
    model: 'page',
    kind: 'page',
    body: {
      id: SAMPLE_IDS.home,
      name: 'Home',
      published: 'published',
      query: urlPathIs('/'),
      meta: { kind: 'page' },
      testRatio: 0.5,
      variations: {
        [SAMPLE_IDS.homeVariation]: {
          id: SAMPLE_IDS.homeVariation,
          name: 'Bold headline',
          testRatio: 0.5,
          data: { title: 'Home', url: '/', blocks: homeBlocks('Build bolder pages') },
        },
      },
      data: { title: 'Home', url: '/', blocks: homeBlocks('Pages from blocks') },
    },
  },
  {
    model: 'page',
    kind: 'page',
    body: {
      id: SAMPLE_IDS.about,
      name: 'About',
      published: 'published',
      query: urlPathIs('/about'),
      meta: { kind: 'page' },
      data: {
        title: 'About',
        url: '/about',
        blocks: [
          headerSymbol,
          text('builder-sample-about', '<h1>About</h1><p>Made with Tessera.</p>'),
        ],
      },
    },
  },
]
