/**
 * Content for the tests of the `Builder: Tabs` widget (used by its tests only).
 * @module
 */
import type { Block } from '@tessera/core'
import { Content } from '../../content/content.tsx'
import { entryWith, renderBlocksHtml } from '../../testing/content-html.test-support.tsx'
import { defineBlock } from '../../blocks/define-block.ts'
import { Tabs } from './tabs.tsx'
import type { TabsOptions } from './tabs.tsx'

/** The widget registered under its name (the built-in registration loads it by name). */
export const testTabsBlock = defineBlock<TabsOptions>({ name: 'Builder: Tabs', component: Tabs })

/** A Text block with id `id` saying `text`. */
export function text(id: string, value: string): Block {
  return {
    '@type': '@builder.io/sdk:Element',
    id,
    component: { name: 'Text', options: { text: value } },
  }
}

/** Tab `n`: label `Tab n` (block `ln`), content `Content n` (block `cn`). */
export function tab(n: number) {
  return { label: [text(`l${n}`, `Tab ${n}`)], content: [text(`c${n}`, `Content ${n}`)] }
}

/** `count` tabs, 1 to `count`. */
export function someTabs(count: number) {
  return Array.from({ length: count }, (_, index) => tab(index + 1))
}

/** The widget's block (id `tw`) with these options. */
export function tabsWidget(options: Record<string, unknown>): Block {
  return {
    '@type': '@builder.io/sdk:Element',
    id: 'tw',
    component: { name: 'Builder: Tabs', options },
  }
}

/** `<Content>` rendering the widget with these options. */
export function tabsContent(options: Record<string, unknown>) {
  return (
    <Content
      apiKey="key"
      content={entryWith([tabsWidget(options)])}
      customComponents={[testTabsBlock]}
    />
  )
}

/** The server HTML of the widget with these options, static-list markers and `useId` ids fixed. */
export function tabsHtml(options: Record<string, unknown>): string {
  return renderBlocksHtml([tabsWidget(options)], { customComponents: [testTabsBlock] })
    .replace(/ data-tessera-html="[^"]+"/g, '')
    .replace(/="[^"]*?(tab|panel)-(\d+)"/g, '="$1-$2"')
}
