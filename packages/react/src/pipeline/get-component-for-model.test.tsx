// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../content/content.tsx'
import { entryWith } from '../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../testing/render.test-support.tsx'
import type { BlockProps } from '../types.ts'
import { createRegistry } from '../registry/create-registry.ts'
import { getComponentForModel } from './get-component-for-model.ts'

function Hero({ title }: BlockProps<{ title?: string }>) {
  return <h2 className="hero">{title}</h2>
}
const heroBlock = { name: 'Hero', models: ['page'], component: Hero }
const hero: Block = {
  '@type': '@builder.io/sdk:Element',
  id: 'h',
  component: { name: 'Hero', options: { title: 'Welcome' } },
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('components registered for certain models', () => {
  it('finds the component for its models only; without models, for all', () => {
    const registry = createRegistry({ components: [heroBlock] })
    expect(getComponentForModel(registry, 'Hero', 'page')?.name).toBe('Hero')
    expect(getComponentForModel(registry, 'Hero', 'blog-post')).toBeUndefined()
    expect(getComponentForModel(registry, 'Text', 'blog-post')?.name).toBe('Text')
    const open = createRegistry({ components: [{ ...heroBlock, models: [] }] })
    expect(getComponentForModel(open, 'Hero', 'blog-post')?.name).toBe('Hero')
  })

  it('renders in content of its model, server and browser', async () => {
    const result = await hydrateForTest(
      <Content
        model="page"
        apiKey="k"
        content={entryWith([hero])}
        customComponents={[heroBlock]}
      />,
    )
    expect(result.html).toContain('<h2 class="hero">Welcome</h2>')
    expect(result.consoleErrors).toEqual([])
    expect(result.container.querySelector('.hero')?.textContent).toBe('Welcome')
    result.unmount()
  })

  it('renders nothing in content of another model, server and browser', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const result = await hydrateForTest(
      <Content
        model="blog-post"
        apiKey="k"
        content={entryWith([hero])}
        customComponents={[heroBlock]}
      />,
    )
    expect(result.html).not.toContain('Welcome')
    expect(result.consoleErrors).toEqual([])
    expect(result.container.querySelector('.hero')).toBeNull()
    expect(result.container.textContent).not.toContain('Welcome')
    expect(String(warn.mock.calls[0]?.[0])).toContain('"Hero"')
    result.unmount()
  })
})
