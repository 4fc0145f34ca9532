import type { Entry } from '@tessera/core'
import { transform } from 'esbuild'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createContentTestHarness } from './content-harness.test-support.ts'
import type { ContentTestHarness } from './content-harness.test-support.ts'

let h: ContentTestHarness

beforeEach(async () => {
  h = await createContentTestHarness()
  await h.addEntry('symbol', {
    id: 'footer',
    data: {
      blocks: [
        {
          '@type': '@builder.io/sdk:Element',
          component: { name: 'Text', options: { text: '© us' } },
        },
      ],
    },
  })
  await h.addEntry('page', {
    id: 'home',
    data: {
      title: 'Home',
      blocks: [
        {
          '@type': '@builder.io/sdk:Element',
          id: 'b1',
          component: { name: 'Text', options: { text: '<h1>Hello</h1>' } },
        },
        {
          '@type': '@builder.io/sdk:Element',
          component: { name: 'Symbol', options: { symbol: { entry: 'footer', model: 'symbol' } } },
        },
      ],
    },
  })
})

afterEach(async () => {
  await h.close()
})

async function blocksJs(path: string): Promise<string> {
  const response = await h.get(path)
  expect(response.status).toBe(200)
  const body = (await response.json()) as Record<string, Entry[]>
  const entry = body.page?.[0]
  expect(entry?.data?.title).toBe('Home')
  return entry?.data?.blocksJs as string
}

describe('GET /api/v1/codegen/:apiKey/:keys', () => {
  it('adds React source that compiles, symbols included', async () => {
    const source = await blocksJs(`/api/v1/codegen/${h.publicKey}/page?format=react`)
    expect(source).toContain('dangerouslySetInnerHTML={{ __html: "<h1>Hello</h1>" }}')
    expect(source).toContain('"© us"')
    const compiled = await transform(source, { loader: 'jsx', jsx: 'automatic' })
    expect(compiled.code).toContain('jsx(')
  })

  it('defaults to React and generates Solid on request', async () => {
    expect(await blocksJs(`/api/v1/codegen/${h.publicKey}/page`)).toContain('className=')
    const solid = await blocksJs(`/api/v1/codegen/${h.publicKey}/page?format=%22solid%22`)
    expect(solid).toContain('innerHTML={"<h1>Hello</h1>"}')
  })

  it('refuses an unknown format', async () => {
    const response = await h.get(`/api/v1/codegen/${h.publicKey}/page?format=vue`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'INVALID_PARAMETER', message: 'Invalid format: expected react or solid' },
    })
  })
})
