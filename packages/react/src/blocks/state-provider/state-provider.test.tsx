// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { Content } from '../../content/content.tsx'
import { entryWith, renderBlocksHtml } from '../../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import type { BlockProps } from '../../types.ts'
import { stateProviderBlock } from './index.ts'

const provider = (options: Record<string, unknown>, children: Block[]): Block => ({
  '@type': '@builder.io/sdk:Element',
  id: 'sp',
  component: { name: 'Builder:StateProvider', options },
  children,
})
const shows = (id: string, code: string): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: '' } },
  bindings: { 'component.options.text': code },
})
const ShowContext = ({ builderContext }: BlockProps) => (
  <i>{JSON.stringify(builderContext.withLocalState({ x: 1 }).context)}</i>
)
const components = [stateProviderBlock, { name: 'ShowContext', component: ShowContext }]

describe('Builder:StateProvider', () => {
  it('shows its state to the bindings of its children, over the root state', () => {
    const html = renderBlocksHtml(
      [
        provider({ state: { color: 'red', shared: 'provided' } }, [
          shows('a', 'state.color + "|" + state.shared + "|" + state.root'),
        ]),
        shows('b', 'String(state.color) + "|" + state.shared'),
      ],
      { customComponents: components, data: { root: 'r', shared: 'root' } },
    )
    expect(html).toContain('<div class="builder-text">red|provided|r</div>')
    expect(html).toContain('<div class="builder-text">undefined|root</div>')
  })

  it('merges its context into the context its children receive', () => {
    const child: Block = {
      '@type': '@builder.io/sdk:Element',
      id: 'c',
      component: { name: 'ShowContext' },
    }
    const html = renderBlocksHtml([provider({ context: { theme: 'dark' } }, [child])], {
      customComponents: components,
      context: { site: 's' },
    })
    expect(html).toContain(
      '<i>{&quot;site&quot;:&quot;s&quot;,&quot;theme&quot;:&quot;dark&quot;}</i>',
    )
  })

  it('ignores state and context that are not objects', () => {
    const html = renderBlocksHtml([provider({ state: 'x', context: [1] }, [shows('a', '"ok"')])], {
      customComponents: components,
    })
    expect(html).toContain('<div class="builder-text">ok</div>')
  })

  it('hydrates without mismatch', async () => {
    const entry = entryWith([provider({ state: { n: 2 } }, [shows('a', 'state.n * 2')])])
    const result = await hydrateForTest(
      <Content apiKey="k" customComponents={components} content={entry} />,
    )
    expect(result.recoverableErrors).toEqual([])
    expect(result.consoleErrors).toEqual([])
    expect(result.container.querySelector('.builder-text')?.textContent).toBe('4')
    result.unmount()
  })
})
