import type { Block, EntryData, Variation } from '@tessera/core'
import { element, landmark, symbolRef, urlPathIs } from './demo-blocks.ts'
import { SAMPLE_IDS } from './demo-ids.ts'
import { THEME_CSS } from './demo-theme.ts'
import type { SeedEntry } from './seed-entry.ts'

/** What a demo page is made of. */
export interface DemoPageOptions {
  /** Short name, the prefix of its block ids (`home`). */
  key: string
  path: string
  /** The HTML title. */
  title: string
  /** The meta description. */
  description: string
  /** The blocks between the header and the footer. */
  blocks: Block[]
  /**
   * Wrap the page (header and footer included) in a `Core:Router` block, so links load the
   * next page's entry in place instead of reloading.
   */
  router?: boolean
}

/**
 * The `data` of a demo page: title, description, url, the theme's CSS, and the blocks in a
 * `<main>` between the header and footer Symbol blocks (whose roots are `<header>` and
 * `<footer>`): every part of the page in a landmark.
 */
export function pageData(options: DemoPageOptions): EntryData {
  const blocks = [
    symbolRef(`${options.key}-header`, SAMPLE_IDS.header),
    landmark('main', element(`${options.key}-main`, { children: options.blocks })),
    symbolRef(`${options.key}-footer`, SAMPLE_IDS.footer),
  ]
  return {
    title: options.title,
    description: options.description,
    url: options.path,
    cssCode: THEME_CSS,
    blocks: options.router
      ? [
          element(`${options.key}-router`, {
            component: {
              name: 'Core:Router',
              options: { model: 'page', handleRouting: true, preloadOnHover: true },
            },
            children: blocks,
          }),
        ]
      : blocks,
  }
}

/** A published `page` entry with its id, name, `urlPath` targeting and optional split test. */
export function demoPage(
  id: string,
  name: string,
  options: DemoPageOptions,
  variations?: Variation[],
): SeedEntry {
  return {
    model: 'page',
    kind: 'page',
    body: {
      id,
      name,
      published: 'published',
      query: urlPathIs(options.path),
      meta: { kind: 'page' },
      ...(variations && variations.length > 0
        ? {
            testRatio:
              1 - variations.reduce((sum, variation) => sum + (variation.testRatio ?? 0), 0),
            variations: Object.fromEntries(
              variations.map((variation) => [variation.id, variation]),
            ),
          }
        : {}),
      data: pageData(options),
    },
  }
}

/** A published `symbol` entry (a component) of `blocks`. */
export function demoSymbol(id: string, name: string, blocks: Block[]): SeedEntry {
  return {
    model: 'symbol',
    kind: 'symbol',
    body: {
      id,
      name,
      published: 'published',
      meta: { kind: 'component' },
      data: { cssCode: THEME_CSS, blocks },
    },
  }
}
