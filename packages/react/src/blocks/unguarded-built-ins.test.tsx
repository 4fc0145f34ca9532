// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { hydrateForTest } from '../testing/render.test-support.tsx'
import { Content } from '../content/content.tsx'
import { entryWith, renderBlocksHtml } from '../testing/content-html.test-support.tsx'
import { getBuiltInBlockInfo } from '../block-info.ts'
import { BUILT_IN_BLOCKS } from '../registry/built-in-blocks.ts'

/** Option values content (or a binding) could put anywhere. */
const HOSTILE_VALUES: readonly unknown[] = [
  null,
  0,
  -1,
  Number.NaN,
  true,
  '',
  '  ',
  'x{}<;/*',
  [],
  [null, 1, 'a', { blocks: 'no' }],
  {},
  { blocks: [null], width: 'wide', link: 5 },
  Object.create(null),
]

const UNGUARDED = BUILT_IN_BLOCKS.filter((block) => block.noErrorBoundary === true)

function hostileBlock(name: string, value: unknown, inputNames: readonly string[]): Block {
  const options: Record<string, unknown> = {}
  for (const input of inputNames) options[input] = value
  return {
    '@type': '@builder.io/sdk:Element',
    id: 'h',
    component: { name, options },
    children: [{ '@type': '@builder.io/sdk:Element', id: 'kid' }],
  }
}

describe('built-in blocks without an error boundary', () => {
  it('are the leaf and layout blocks whose render checks every option', () => {
    expect(UNGUARDED.map((block) => block.name).sort()).toEqual([
      'Builder:RawText',
      'Columns',
      'Core:Button',
      'Core:Section',
      'Fragment',
      'Image',
      'Symbol',
      'Text',
    ])
  })

  it.each(UNGUARDED.map((block) => [block.name, block] as const))(
    'renders %s with any option value without throwing',
    (name) => {
      const inputs = (getBuiltInBlockInfo(name)?.inputs ?? []).map((input) => input.name)
      expect(inputs.length > 0 || name === 'Fragment').toBe(true)
      for (const value of HOSTILE_VALUES) {
        expect(() => renderBlocksHtml([hostileBlock(name, value, inputs)])).not.toThrow()
      }
    },
  )

  it('renders a Symbol whose inlined entry has any shape without throwing', () => {
    const contents: unknown[] = [
      ...HOSTILE_VALUES,
      { data: null },
      { data: { blocks: 'no', state: 5, inputs: 'x', cssCode: 7, jsCode: {} } },
      { data: { blocks: [null, 5, { component: { name: 7 } }], httpRequests: 'x' } },
      {
        id: 5,
        data: { blocks: [{ '@type': '@builder.io/sdk:Element', id: 'in', children: 'x' }] },
      },
    ]
    for (const content of contents) {
      for (const extra of HOSTILE_VALUES) {
        const symbol = { content, model: extra, entry: extra, data: extra, inline: extra }
        const block = hostileBlock('Symbol', symbol, ['symbol'])
        const options = { symbol, inheritState: extra, useChildren: extra }
        expect(() =>
          renderBlocksHtml([{ ...block, component: { name: 'Symbol', options } }]),
        ).not.toThrow()
      }
    }
  })

  it('renders them without Suspense markers, and hydrates without mismatch', async () => {
    const blocks: Block[] = UNGUARDED.map((definition, index) => ({
      '@type': '@builder.io/sdk:Element',
      id: `b${index}`,
      component: { name: definition.name, options: { text: 'hi' } },
    }))
    const result = await hydrateForTest(<Content apiKey="key" content={entryWith(blocks)} />)
    expect(result.html).not.toContain('<!--$-->')
    expect(result.recoverableErrors).toEqual([])
    expect(result.consoleErrors).toEqual([])
    result.unmount()
  })
})
