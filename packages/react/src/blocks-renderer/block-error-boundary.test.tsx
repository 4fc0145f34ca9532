import type { Block } from '@tessera/core'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MockInstance } from 'vitest'
import { Content } from '../content/content.tsx'
import { createRegistry } from '../registry/create-registry.ts'
import { entryWith } from '../testing/content-html.test-support.tsx'

function Boom(): never {
  throw new Error('kaboom')
}

const element = (id: string, name: string, options: Record<string, unknown> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name, options },
})

let error: MockInstance<typeof console.error>
beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => error.mockRestore())

// No DOM here: this is the server path (Suspense only, no class boundary).
describe('block isolation on a server', () => {
  it('renders nothing for a throwing block, marked for a retry in the browser', () => {
    const registry = createRegistry()
    registry.registerComponent(Boom, { name: 'Boom' })
    const html = renderToString(
      <Content
        apiKey="key"
        registry={registry}
        content={entryWith([element('bad', 'Boom'), element('ok', 'Text', { text: 'still here' })])}
      />,
    )
    expect(typeof document).toBe('undefined')
    expect(html).toContain('<div class="bad builder-block" builder-id="bad"><!--$!--><template')
    expect(html).toContain('<div class="builder-text">still here</div>')
  })

  it('wraps custom components in Suspense unless they opt out with noErrorBoundary', () => {
    const registry = createRegistry()
    registry.registerComponent(() => <b>guarded</b>, { name: 'Guarded' })
    registry.registerComponent(() => <b>trusted</b>, { name: 'Trusted', noErrorBoundary: true })
    const html = renderToString(
      <Content
        apiKey="key"
        registry={registry}
        content={entryWith([element('g', 'Guarded'), element('t', 'Trusted')])}
      />,
    )
    expect(html).toContain('builder-id="g"><!--$--><b>guarded</b><!--/$--></div>')
    expect(html).toContain('builder-id="t"><b>trusted</b></div>')
  })
})
