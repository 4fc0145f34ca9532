import type { Block, Entry } from '@tessera/core'
import { renderToString } from 'react-dom/server'
import { Content } from '../content/content.tsx'
import type { ContentProps } from '../content/content.tsx'

/** An entry with these blocks. */
export function entryWith(blocks: Block[], extra: Partial<Entry> = {}): Entry {
  return { id: 'c1', ...extra, data: { blocks, ...extra.data } }
}

/**
 * The server HTML of the blocks only: what is inside the root `div.builder-blocks` of a
 * `<Content>` rendering them.
 */
export function renderBlocksHtml(blocks: Block[], props: Partial<ContentProps> = {}): string {
  const html = renderToString(<Content apiKey="key" content={entryWith(blocks)} {...props} />)
  // The root list's start tag, with the static-list marker when it is one HTML string.
  const open = /<div class="builder-blocks"(?: data-tessera-html="[^"]+")?>/
  const start = open.exec(html)
  if (!start) throw new Error(`no block list in ${html}`)
  return html.slice(start.index + start[0].length, html.length - '</div></div>'.length)
}

/** `html` without the markers of lists rendered as one static HTML string (`data-tessera-html`). */
export function withoutStaticListMarkers(html: string): string {
  return html.replace(/ data-tessera-html="[^"]+"/g, '')
}
