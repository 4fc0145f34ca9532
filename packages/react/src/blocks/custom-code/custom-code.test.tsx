// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true,"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import type { Block } from '@tessera/core'
import { act, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Content } from '../../content/content.tsx'
import { entryWith, renderBlocksHtml } from '../../testing/content-html.test-support.tsx'
import { enableAct, hydrateForTest } from '../../testing/render.test-support.tsx'
import { renderInEditor } from '../../testing/render-in-editor.test-support.tsx'
import { embedBlock } from '../embed/index.ts'
import { customCodeBlock } from './index.ts'

const customComponents = [customCodeBlock, embedBlock]
const LIB = 'https://cdn.example.com/lib.js'
const CODE = `<p>Hi</p><script>window.__count += 1</script><script src="${LIB}"></script>`
const customCode = (options: Record<string, unknown>, id = 'c'): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Custom Code', options },
})
const embed = (options: Record<string, unknown>, id = 'e'): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Embed', options },
})
const testWindow = window as unknown as { __count: number }
const headScripts = () => Array.from(document.head.querySelectorAll('script'))

beforeEach(() => {
  testWindow.__count = 0
})
afterEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe('Custom Code', () => {
  it('renders the HTML without its scripts on the server', () => {
    expect(renderBlocksHtml([customCode({ code: CODE })], { customComponents })).toBe(
      '<div class="c builder-block" builder-id="c"><!--$--><div class="builder-custom-code"><p>Hi</p></div><!--/$--></div>',
    )
    expect(
      renderBlocksHtml([customCode({ code: CODE, replaceNodes: true, scriptsClientOnly: true })], {
        customComponents,
      }),
    ).toContain('<div class="builder-custom-code replace-nodes"><p>Hi</p></div>')
    expect(testWindow.__count).toBe(0)
  })

  it('keeps data scripts in the server HTML', () => {
    const ld = '<script type="application/ld+json">{"@type":"Product"}</script>'
    expect(
      renderBlocksHtml([customCode({ code: `${ld}<script>x()</script>` })], { customComponents }),
    ).toContain(`<div class="builder-custom-code">${ld}</div>`)
  })

  it('hydrates without mismatches, then runs each script once', async () => {
    const content = entryWith([customCode({ code: CODE }), embed({ content: CODE })])
    const result = await hydrateForTest(
      <Content apiKey="key" content={content} customComponents={customComponents} />,
    )
    expect(result.html).not.toContain('<script')
    expect(result.consoleErrors).toEqual([])
    expect(result.recoverableErrors).toEqual([])
    // Once per block for inline code; the shared library once for the page.
    expect(testWindow.__count).toBe(2)
    expect(headScripts().map((script) => [script.getAttribute('src'), script.async])).toEqual([
      [LIB, true],
    ])
    const block = result.container.querySelector('.builder-custom-code') as HTMLElement
    expect(block.innerHTML).toBe(
      '<p>Hi</p><script>(function () {\nwindow.__count += 1\n}).call(this)</script>',
    )
    result.unmount()
  })

  it('runs nothing twice in StrictMode or on re-render, and runs new code', async () => {
    enableAct()
    const container = document.createElement('div')
    document.body.appendChild(container)
    const root = createRoot(container)
    const show = async (code: string, data: Record<string, unknown>) =>
      act(async () =>
        root.render(
          <StrictMode>
            <Content
              apiKey="key"
              content={entryWith([customCode({ code })])}
              data={data}
              customComponents={customComponents}
            />
          </StrictMode>,
        ),
      )
    await show(CODE, { a: 1 })
    expect(testWindow.__count).toBe(1)
    await show(CODE, { a: 2 })
    expect(testWindow.__count).toBe(1)
    expect(headScripts()).toHaveLength(1)
    await show('<b>new</b><script>window.__count += 100</script>', { a: 2 })
    expect(testWindow.__count).toBe(101)
    expect(container.querySelector('.builder-custom-code')?.innerHTML).toBe(
      '<b>new</b><script>(function () {\nwindow.__count += 100\n}).call(this)</script>',
    )
    act(() => root.unmount())
  })

  it('runs a live edit of its script again without "already declared" errors', async () => {
    const errors: unknown[] = []
    const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message)
    window.addEventListener('error', onError)
    const code = (step: number) =>
      `<p>v${step}</p><script>const step = ${step}; let seen = step; window.__count += seen</script>`
    try {
      const { container, send } = await renderInEditor({
        content: entryWith([customCode({ code: code(1) })]),
      })
      expect(testWindow.__count).toBe(1)
      // The editor sends the edited code, then it is edited back (the same text again).
      for (const step of [10, 1]) {
        await send({
          type: 'builder.contentUpdate',
          data: { key: 'page', data: entryWith([customCode({ code: code(step) })]) },
        })
        await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
      }
      expect(container.querySelector('.builder-custom-code p')?.textContent).toBe('v1')
      expect(errors).toEqual([])
      // The edited script ran (its `const` and `let` again); the block had run the first already.
      expect(testWindow.__count).toBe(11)
    } finally {
      window.removeEventListener('error', onError)
    }
  })

  it('renders empty HTML for missing code', () => {
    expect(
      renderToString(
        <Content
          apiKey="key"
          content={entryWith([customCode({})])}
          customComponents={customComponents}
        />,
      ),
    ).toContain('<div class="builder-custom-code"></div>')
  })
})
