// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../../content/content.tsx'
import { entryWith, renderBlocksHtml } from '../../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import { mutationBlock } from './index.ts'

const mutation = (options: Record<string, unknown>): Block => ({
  '@type': '@builder.io/sdk:Element',
  id: 'm',
  component: { name: 'Builder:Mutation', options },
  children: [
    {
      '@type': '@builder.io/sdk:Element',
      id: 'kid',
      component: { name: 'Text', options: { text: 'moved' } },
    },
  ],
})
const components = [mutationBlock]
const KID =
  '<div class="kid builder-block" builder-id="kid"><div class="builder-text">moved</div></div>'
/** The children rendered in the browser (the same: Text has no Suspense markers). */
const MOVED = KID
const HOLDER = '<div class="builder-mutation-content" style="display: contents">'

function addTarget(html = '<p>old</p>'): HTMLElement {
  const target = document.createElement('div')
  target.id = 'target'
  target.innerHTML = html
  document.body.appendChild(target)
  return target
}
const hydrate = (options: Record<string, unknown>) =>
  hydrateForTest(
    <Content apiKey="k" customComponents={components} content={entryWith([mutation(options)])} />,
  )

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('Builder:Mutation', () => {
  it('renders its children in a hidden container on the server', () => {
    expect(
      renderBlocksHtml([mutation({ selector: '#target' })], { customComponents: components }),
    ).toBe(
      `<!--$--><div class="m builder-block builder-mutation" builder-id="m" style="display:none">${KID}</div><!--/$-->`,
    )
  })

  it('replaces the target’s content after hydration and puts it back on unmount', async () => {
    const target = addTarget()
    const result = await hydrate({ type: 'replace', selector: '#target' })
    expect(result.recoverableErrors).toEqual([])
    expect(result.consoleErrors).toEqual([])
    expect(target.innerHTML).toBe(`${HOLDER}${MOVED}</div>`)
    expect(result.container.querySelector('.builder-mutation')?.innerHTML).toBe('')
    result.unmount()
    expect(target.innerHTML).toBe('<p>old</p>')
  })

  it('inserts after the target with afterEnd', async () => {
    const target = addTarget()
    const result = await hydrate({ type: 'afterEnd', selector: '#target' })
    expect(target.innerHTML).toBe('<p>old</p>')
    expect(target.nextElementSibling?.outerHTML).toBe(`${HOLDER}${MOVED}</div>`)
    result.unmount()
    expect(target.nextElementSibling).toBeNull()
  })

  it('waits for a target that appears later', async () => {
    const result = await hydrate({ selector: '#target' })
    expect(result.container.querySelector('.builder-mutation')?.innerHTML).toBe(KID)
    const target = addTarget()
    for (let i = 0; i < 50 && !target.textContent?.includes('moved'); i++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    }
    expect(target.innerHTML).toBe(`${HOLDER}${MOVED}</div>`)
    result.unmount()
  })

  it('stops waiting after 10 s and logs once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const result = await hydrate({ selector: '#late' })
    await act(async () => {
      vi.advanceTimersByTime(10_000)
    })
    expect(warn.mock.calls).toEqual([
      ['[Tessera]: Mutation target "#late" not found within 10000 ms; its content stays hidden'],
    ])
    addTarget().id = 'late'
    await act(async () => {
      await Promise.resolve()
    })
    expect(document.getElementById('late')?.innerHTML).toBe('<p>old</p>')
    result.unmount()
  })

  it('logs a bad selector instead of throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const result = await hydrate({ selector: '##' })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[Tessera\]: Mutation selector "##" failed: /)
    expect(result.container.querySelector('.builder-mutation')?.innerHTML).toBe(KID)
    result.unmount()
  })
})
