// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../content/content.tsx'
import { entryWith, renderBlocksHtml } from '../testing/content-html.test-support.tsx'
import { enableAct } from '../testing/render.test-support.tsx'

const animated: Block = {
  '@type': '@builder.io/sdk:Element',
  id: 'anim',
  animations: [
    {
      trigger: 'pageLoad',
      steps: [{ styles: { opacity: '0' } }, { styles: { opacity: '1' } }],
      duration: 1,
    },
    {
      trigger: 'hover',
      steps: [{ styles: {} }, { styles: { color: 'red' } }],
      duration: 0.3,
    },
  ],
}

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('block animations', () => {
  it('emits hover animations as CSS on the server and runs nothing there', () => {
    const html = renderBlocksHtml([animated])
    expect(html).toBe(
      '<style data-id="builderio-blocks">.anim:hover{color:red;transition:all 0.3s ease;transition-delay:0s}</style><div class="anim builder-block" builder-id="anim"></div>',
    )
  })

  it('runs page-load animations after mount in the browser', async () => {
    enableAct()
    vi.useFakeTimers()
    const container = document.createElement('div')
    document.body.appendChild(container)
    await act(async () =>
      createRoot(container).render(<Content apiKey="key" content={entryWith([animated])} />),
    )
    const element = container.querySelector<HTMLElement>('[builder-id="anim"]')
    expect(element?.style.opacity).toBe('0')
    await act(async () => vi.advanceTimersByTime(0))
    expect(element?.style.opacity).toBe('1')
  })
})
