// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { act } from 'react'
import ts from 'typescript'
import { afterEach, describe, expect, it } from 'vitest'
import { entryWith } from '../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../testing/render.test-support.tsx'
import { Content } from './content.tsx'

const shows = (id: string, code: string): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: '' } },
  bindings: { 'component.options.text': code },
})

/** The content's code as Builder's editor stores it: TypeScript compiled for ES5. */
const JS_CODE = ts.transpileModule(
  `async function load() {
     const greeting = await 'loaded'
     state.status = greeting
   }
   load()`,
  { compilerOptions: { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.None } },
).outputText

afterEach(() => {
  document.body.innerHTML = ''
})

describe('author code compiled by TypeScript, in content', () => {
  it('runs its async functions, and sees Builder as well as builder', async () => {
    expect(JS_CODE).toContain('__awaiter')
    const content = entryWith(
      [
        shows('where', "(Builder.isServer ? 'server' : 'browser') + '/' + builder.isServer"),
        shows('status', 'state.status'),
      ],
      { data: { jsCode: JS_CODE, state: { status: 'waiting' } } },
    )
    const result = await hydrateForTest(<Content apiKey="k" content={content} />)
    expect(result.html).toContain('<div class="builder-text">server/true</div>')
    // The server writes the state as the first render left it.
    expect(result.html).toContain('<div class="builder-text">waiting</div>')
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    const texts = [...result.container.querySelectorAll('.builder-text')].map((n) => n.textContent)
    expect(texts).toEqual(['browser/false', 'loaded'])
    result.unmount()
  })
})
