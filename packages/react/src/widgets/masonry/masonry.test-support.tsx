/**
 * Content for the tests of the `Builder:Masonry` widget (used by its tests only).
 * @module
 */
import type { Block } from '@tessera/core'
import { Content } from '../../content/content.tsx'
import type { ContentProps } from '../../content/content.tsx'
import { entryWith, renderBlocksHtml } from '../../testing/content-html.test-support.tsx'
import { defineBlock } from '../../blocks/define-block.ts'
import { Masonry } from './masonry.tsx'
import type { MasonryOptions } from './masonry.tsx'

/** The widget registered under its name (the built-in registration loads it by name). */
export const testMasonryBlock = defineBlock<MasonryOptions>({
  name: 'Builder:Masonry',
  component: Masonry,
  canHaveChildren: true,
})

/** A Text block with id `id` saying `value`. */
export function text(id: string, value: string): Block {
  return {
    '@type': '@builder.io/sdk:Element',
    id,
    component: { name: 'Text', options: { text: value } },
  }
}

/** The widget's block (id `mw`) with these options and children. */
export function masonryWidget(options: Record<string, unknown>, children?: Block[]): Block {
  return {
    '@type': '@builder.io/sdk:Element',
    id: 'mw',
    component: { name: 'Builder:Masonry', options },
    ...(children ? { children } : {}),
  }
}

/** `<Content>` rendering the widget with these options and children. */
export function masonryContent(
  options: Record<string, unknown>,
  children?: Block[],
  props: Partial<ContentProps> = {},
) {
  return (
    <Content
      apiKey="key"
      content={entryWith([masonryWidget(options, children)])}
      customComponents={[testMasonryBlock]}
      {...props}
    />
  )
}

/** The server HTML of the widget with these options and children, static-list markers removed. */
export function masonryHtml(
  options: Record<string, unknown>,
  children?: Block[],
  props: Partial<ContentProps> = {},
): string {
  return renderBlocksHtml([masonryWidget(options, children)], {
    customComponents: [testMasonryBlock],
    ...props,
  }).replace(/ data-tessera-html="[^"]+"/g, '')
}
