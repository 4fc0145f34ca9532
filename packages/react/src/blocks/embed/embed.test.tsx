// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true,"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import type { Block } from '@tessera/core'
import { afterEach, describe, expect, it } from 'vitest'
import { Content } from '../../content/content.tsx'
import { entryWith, renderBlocksHtml } from '../../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import { embedBlock } from './index.ts'

const customComponents = [embedBlock]
const WIDGET = 'https://platform.example.com/widgets.js'
const CONTENT = `<blockquote class="post"><a href="https://example.com/p/1">Post</a></blockquote><script async src="${WIDGET}" charset="utf-8"></script><script>window.__embeds = (window.__embeds || 0) + 1</script>`
const embed = (options: Record<string, unknown>, id = 'e'): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Embed', options },
})
const testWindow = window as unknown as { __embeds?: number }

afterEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  delete testWindow.__embeds
})

describe('Embed', () => {
  it('renders the embed HTML without its scripts on the server', () => {
    expect(
      renderBlocksHtml([embed({ url: 'https://example.com/p/1', content: CONTENT })], {
        customComponents,
      }),
    ).toBe(
      '<div class="e builder-block" builder-id="e"><!--$--><div class="builder-embed"><blockquote class="post"><a href="https://example.com/p/1">Post</a></blockquote></div><!--/$--></div>',
    )
    expect(
      renderBlocksHtml([embed({ url: 'https://example.com/p/1' })], { customComponents }),
    ).toContain('<div class="builder-embed"></div>')
  })

  it('hydrates without mismatches, then loads the widget once and runs inline code once', async () => {
    const content = entryWith([embed({ content: CONTENT }), embed({ content: CONTENT }, 'e2')])
    const result = await hydrateForTest(
      <Content apiKey="key" content={content} customComponents={customComponents} />,
    )
    expect(result.consoleErrors).toEqual([])
    expect(result.recoverableErrors).toEqual([])
    const head = Array.from(document.head.querySelectorAll('script'))
    expect(
      head.map((script) => [
        script.getAttribute('src'),
        script.getAttribute('charset'),
        script.async,
      ]),
    ).toEqual([[WIDGET, 'utf-8', true]])
    expect(testWindow.__embeds).toBe(2)
    result.unmount()
  })
})
