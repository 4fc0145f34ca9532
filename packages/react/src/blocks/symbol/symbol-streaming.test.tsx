import type { Block, Entry } from '@tessera/core'
import { PassThrough } from 'node:stream'
import { text } from 'node:stream/consumers'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Content } from '../../content/content.tsx'

const textBlock = (id: string, words: string): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: `<p>${words}</p>` } },
})

/** A page as streaming servers (Next.js) send it, once every boundary has completed. */
async function streamPage(entry: Entry): Promise<string> {
  const out = new PassThrough()
  const html = text(out)
  await new Promise<void>((resolve, reject) => {
    const stream = renderToPipeableStream(<Content apiKey="key" content={entry} />, {
      onAllReady: () => {
        stream.pipe(out)
        resolve()
      },
      onShellError: reject,
    })
  })
  return html
}

describe('Symbol in a streamed page', () => {
  it('stays in place after the first 12.8 KB instead of being moved in by a script', async () => {
    // React outlines a completed <Suspense> boundary over 500 bytes once the page passes its
    // 12,800-byte chunk: the boundary's HTML goes to the end and a `$RC` script moves it in
    // after the browser may already have painted without it (a layout shift).
    const header: Entry = {
      id: 'header',
      data: { blocks: [textBlock('h1', 'Menu '.repeat(200))] },
    }
    const symbol: Block = {
      '@type': '@builder.io/sdk:Element',
      id: 'sym',
      component: { name: 'Symbol', options: { symbol: { entry: 'header', content: header } } },
    }
    const entry: Entry = {
      id: 'page',
      data: { blocks: [textBlock('intro', 'Long introduction. '.repeat(800)), symbol] },
    }
    const html = await streamPage(entry)
    expect(html.length).toBeGreaterThan(16_000)
    expect(html).not.toContain('<template id="B:')
    expect(html).not.toContain('$RC')
    const symbolAt = html.indexOf('builder-symbol')
    expect(symbolAt).toBeGreaterThan(html.indexOf('Long introduction.'))
    expect(html.indexOf('Menu Menu', symbolAt)).toBeGreaterThan(symbolAt)
  })
})

describe('Symbol content CSS', () => {
  it('leaves the base CSS to the page, so it cannot override the blocks before the symbol', async () => {
    const footer: Entry = { id: 'footer', data: { blocks: [textBlock('f', 'Bye')] } }
    const styled: Entry = {
      id: 'styled',
      data: { cssCode: '& p { color: red }', blocks: [textBlock('s', 'Hi')] },
    }
    const symbol = (id: string, content: Entry): Block => ({
      '@type': '@builder.io/sdk:Element',
      id,
      component: { name: 'Symbol', options: { symbol: { entry: content.id, content } } },
    })
    const entry: Entry = {
      id: 'page',
      data: { blocks: [textBlock('intro', 'Hello'), symbol('a', styled), symbol('b', footer)] },
    }
    const html = await streamPage(entry)
    expect(html.match(/\.builder-button\{/g)).toHaveLength(1)
    const styles = html.match(/<style data-id="builderio-content">[^<]*<\/style>/g) ?? []
    expect(styles).toHaveLength(3)
    expect(styles[1]).toBe(
      '<style data-id="builderio-content">div[builder-content-id="styled"] p { color: red }</style>',
    )
    expect(styles[2]).toBe('<style data-id="builderio-content"></style>')
  })
})
