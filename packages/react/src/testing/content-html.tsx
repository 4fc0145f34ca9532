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
  const open =
    '<div class="builder-blocks" style="display:flex;flex-direction:column;align-items:stretch">'
  const start = html.indexOf(open)
  if (start < 0) throw new Error(`no block list in ${html}`)
  return html.slice(start + open.length, html.length - '</div></div>'.length)
}
