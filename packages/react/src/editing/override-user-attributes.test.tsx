// @vitest-environment happy-dom
import type { Block, Entry } from '@tessera/core'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInEditor } from '../testing/render-in-editor.test-support.tsx'

// A text that shows the plan the page is rendered for, and one shown to mobile visitors only.
const blocks: Block[] = [
  {
    '@type': '@builder.io/sdk:Element',
    id: 'plan',
    component: { name: 'Text', options: { text: '' } },
    bindings: {
      'component.options.text': "'plan: ' + (builder.getUserAttributes().plan || 'none')",
    },
  },
  {
    '@type': '@builder.io/sdk:Element',
    id: 'mobile',
    component: { name: 'Text', options: { text: 'Only on phones' } },
    bindings: { show: "builder.getUserAttributes().device === 'mobile'" },
  },
]
const content: Entry = { id: 'c1', data: { blocks } }

afterEach(() => {
  document.body.innerHTML = ''
})

const texts = (container: HTMLElement) =>
  [...container.querySelectorAll('.builder-text')].map((node) => node.textContent)

describe('builder.overrideUserAttributes', () => {
  it('renders the page as visitors with those attributes see it, until cleared', async () => {
    const { container, send } = await renderInEditor({ content })
    expect(texts(container)).toEqual(['plan: none'])

    await send({ type: 'builder.overrideUserAttributes', data: { plan: 'pro', device: 'mobile' } })
    expect(texts(container)).toEqual(['plan: pro', 'Only on phones'])

    await send({ type: 'builder.overrideUserAttributes', data: {} })
    expect(texts(container)).toEqual(['plan: none'])
  })

  it('ignores an override from an untrusted origin or with invalid attributes', async () => {
    const { container, send } = await renderInEditor({ content })
    await send({ type: 'builder.overrideUserAttributes', data: { plan: 'pro' } }, 'https://x.test')
    await send({ type: 'builder.overrideUserAttributes', data: { plan: { nested: true } } })
    expect(texts(container)).toEqual(['plan: none'])
  })
})
