// @vitest-environment happy-dom
import { LOCALIZED_VALUE_TYPE } from '@tessera/core'
import type { Block } from '@tessera/core'
import { afterEach, describe, expect, it } from 'vitest'
import { entryWith } from '../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../testing/render.test-support.tsx'
import { Content } from './content.tsx'

const greeting = { '@type': LOCALIZED_VALUE_TYPE, Default: 'Hello', fr: 'Bonjour' }
const shows = (id: string, code: string): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: '' } },
  bindings: { 'component.options.text': code },
})

afterEach(() => {
  document.body.innerHTML = ''
})

describe('localized values in the data prop', () => {
  it('are resolved for the locale, on the server and in the browser', async () => {
    const result = await hydrateForTest(
      <Content
        apiKey="k"
        locale="fr"
        data={{ greeting, nested: { list: [greeting] } }}
        content={entryWith([shows('t', 'state.greeting + "/" + state.nested.list[0]')])}
      />,
    )
    expect(result.html).toContain('<div class="builder-text">Bonjour/Bonjour</div>')
    expect(result.consoleErrors).toEqual([])
    expect(result.container.querySelector('.builder-text')?.textContent).toBe('Bonjour/Bonjour')
    result.unmount()
  })

  it('fall back to Default without a locale or a value for it', async () => {
    const result = await hydrateForTest(
      <Content
        apiKey="k"
        locale="de"
        data={{ greeting }}
        content={entryWith([shows('t', 'state.greeting')])}
      />,
    )
    expect(result.html).toContain('<div class="builder-text">Hello</div>')
    result.unmount()
  })

  it('in a Symbol instance data are resolved for the page locale', async () => {
    const symbol: Block = {
      '@type': '@builder.io/sdk:Element',
      id: 's',
      component: {
        name: 'Symbol',
        options: {
          symbol: {
            entry: 'sym',
            data: { greeting },
            content: { id: 'sym', data: { blocks: [shows('in', 'state.greeting')] } },
          },
        },
      },
    }
    const result = await hydrateForTest(
      <Content apiKey="k" locale="fr" content={entryWith([symbol])} />,
    )
    expect(result.html).toContain('<div class="builder-text">Bonjour</div>')
    expect(result.container.querySelector('.builder-text')?.textContent).toBe('Bonjour')
    result.unmount()
  })
})
