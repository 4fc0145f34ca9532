import type { Block, Entry, ResponsiveStyles } from '@tessera/core'
import { demoImage, demoImageUrl } from './demo-images.ts'
import type { DemoImageName } from './demo-images.ts'

/**
 * Builders of the demo's blocks, as Builder's editor writes them (`@builder.io/sdk:Element`,
 * ids `builder-<name>`, styles in `responsiveStyles`).
 * @module
 */

/** Extra fields of a block (styles, attributes, children…). */
export type BlockFields = Omit<Block, '@type' | 'id'>

/** A block with the id `builder-<name>` (ids are CSS classes: unique within a page). */
export function element(name: string, fields: BlockFields = {}): Block {
  return { '@type': '@builder.io/sdk:Element', id: `builder-${name}`, ...fields }
}

/** A block holding `children`, with `styles`. */
export function box(name: string, styles: ResponsiveStyles, children: Block[] = []): Block {
  return element(name, { responsiveStyles: styles, children })
}

/**
 * `block` rendered as the landmark element `tag` (`header`, `main`, `footer`): screen readers
 * and axe-core find the page's parts by them.
 */
export function landmark(tag: 'header' | 'main' | 'footer', block: Block): Block {
  return { ...block, tagName: tag }
}

/** A `Text` block of `html`. */
export function text(name: string, html: string, styles: ResponsiveStyles = {}): Block {
  return element(name, {
    component: { name: 'Text', options: { text: html } },
    responsiveStyles: styles,
  })
}

/** A `Core:Button` linking to `link`; `fields` add a class, attributes (`properties`)… */
export function button(
  name: string,
  label: string,
  link: string,
  styles: ResponsiveStyles,
  fields: BlockFields = {},
): Block {
  return element(name, {
    component: { name: 'Core:Button', options: { text: label, link } },
    responsiveStyles: styles,
    ...fields,
  })
}

/** Options of {@link image}. */
export interface ImageBlockOptions {
  /** The `sizes` attribute (the width the image takes at each viewport width). */
  sizes: string
  /** Height / width. Default: the file's. */
  aspectRatio?: number
  /** Above the fold: loaded eagerly with high priority. */
  highPriority?: boolean
  styles?: ResponsiveStyles
}

/** An `Image` block of a demo image (its placeholder URL, replaced when seeding). */
export function image(name: string, file: DemoImageName, options: ImageBlockOptions): Block {
  const info = demoImage(file)
  const ratio = options.aspectRatio ?? Math.round((info.height / info.width) * 10_000) / 10_000
  return element(name, {
    component: {
      name: 'Image',
      options: {
        image: demoImageUrl(file),
        altText: info.alt,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        aspectRatio: ratio,
        width: info.width,
        height: info.height,
        sizes: options.sizes,
        lazy: options.highPriority !== true,
        ...(options.highPriority ? { highPriority: true } : {}),
      },
    },
    // The editor's default styles of a new Image: the sizer and the image inside are positioned.
    responsiveStyles: {
      ...options.styles,
      large: { position: 'relative', overflow: 'hidden', ...options.styles?.large },
    },
  })
}

/** Options of {@link columns}. */
export interface ColumnsBlockOptions {
  /** Gap in px. Default 24. */
  space?: number
  /** `tablet` (default), `mobile` or `never`. */
  stackColumnsAt?: 'tablet' | 'mobile' | 'never'
  /** Widths in percent, one per column. Default: equal. */
  widths?: number[]
  styles?: ResponsiveStyles
}

/** A `Columns` block, one column per block list. */
export function columns(name: string, lists: Block[][], options: ColumnsBlockOptions = {}): Block {
  const stackAt = options.stackColumnsAt ?? 'tablet'
  return element(name, {
    // The theme spaces stacked columns apart (see THEME_CSS).
    class: `demo-columns-${stackAt}`,
    component: {
      name: 'Columns',
      options: {
        space: options.space ?? 24,
        stackColumnsAt: stackAt,
        reverseColumnsWhenStacked: false,
        columns: lists.map((blocks, index) => {
          const width = options.widths?.[index]
          return width === undefined ? { blocks } : { blocks, width }
        }),
      },
    },
    responsiveStyles: options.styles ?? {},
  })
}

/** A `Core:Section`: the children centred, at most `maxWidth` px wide. */
export function section(name: string, children: Block[], maxWidth = 1120): Block {
  return element(name, {
    component: { name: 'Core:Section', options: { maxWidth } },
    children,
  })
}

/** A `Symbol` block showing the `symbol` model entry `entryId`. */
export function symbolRef(name: string, entryId: string): Block {
  return element(name, {
    component: {
      name: 'Symbol',
      options: { symbol: { model: 'symbol', entry: entryId, data: {} } },
    },
  })
}

/** Targeting of a page: `urlPath` is `path`. */
export function urlPathIs(path: string): NonNullable<Entry['query']> {
  return [{ '@type': '@builder.io/core:Query', property: 'urlPath', operator: 'is', value: path }]
}
