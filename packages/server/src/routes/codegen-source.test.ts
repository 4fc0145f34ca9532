import type { Block } from '@tessera/core'
import { transform } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { generateBlocksSource } from './codegen-source.ts'

const blocks: Block[] = [
  {
    '@type': '@builder.io/sdk:Element',
    id: 'builder-1',
    responsiveStyles: { large: { marginTop: '10px', display: 'flex' } },
    component: { name: 'Text', options: { text: '<p>Hi "there" </div>{x}</p>' } },
  },
  {
    '@type': '@builder.io/sdk:Element',
    id: 'builder-2',
    component: { name: 'Image', options: { image: 'https://x/y.png', altText: 'A "cat"' } },
  },
  {
    '@type': '@builder.io/sdk:Element',
    id: 'builder-3',
    component: { name: 'Columns', options: {} },
    children: [
      { '@type': '@builder.io/sdk:Element', tagName: 'section', id: 'builder-4' },
      { '@type': '@builder.io/sdk:Element', tagName: 'script><x', id: 'builder-5' },
    ],
  },
  {
    '@type': '@builder.io/sdk:Element',
    component: {
      name: 'Symbol',
      options: {
        symbol: {
          entry: 's',
          content: {
            id: 's',
            data: {
              blocks: [
                {
                  '@type': '@builder.io/sdk:Element',
                  component: { name: 'Text', options: { text: 'in symbol' } },
                },
              ],
            },
          },
        },
      },
    },
  },
]

describe('generateBlocksSource', () => {
  it('generates React source that compiles', async () => {
    const source = generateBlocksSource(blocks, 'react')
    expect(source).toMatchInlineSnapshot(`
      "export default function Content() {
        return (
          <>
            <div data-block-id="builder-1" className="builder-block" style={{"marginTop":"10px","display":"flex"}} dangerouslySetInnerHTML={{ __html: "<p>Hi \\"there\\" </div>{x}</p>" }} />
            <img data-block-id="builder-2" className="builder-block" src={"https://x/y.png"} alt={"A \\"cat\\""} />
            <div data-component="Columns" data-block-id="builder-3" className="builder-block">
              <section data-block-id="builder-4" className="builder-block" />
              <div data-block-id="builder-5" className="builder-block" />
            </div>
            <div data-component="Symbol" className="builder-block">
              <div className="builder-block" dangerouslySetInnerHTML={{ __html: "in symbol" }} />
            </div>
          </>
        )
      }
      "
    `)
    const result = await transform(source, { loader: 'jsx', jsx: 'automatic', format: 'esm' })
    expect(result.code).toMatch(/export default function Content\(\)|as default/)
    expect(result.code).toContain('jsx("img", {')
    expect(result.code).toContain('dangerouslySetInnerHTML')
  })

  it('generates Solid source that parses', async () => {
    const source = generateBlocksSource(blocks, 'solid')
    expect(source).toContain('innerHTML={"<p>Hi \\"there\\" </div>{x}</p>"}')
    expect(source).toContain('style={{"margin-top":"10px","display":"flex"}}')
    expect(source).toContain('class="builder-block"')
    await expect(transform(source, { loader: 'jsx', jsx: 'preserve' })).resolves.toBeDefined()
  })

  it('renders blocks as text, images, symbol content and wrappers', () => {
    const source = generateBlocksSource(blocks, 'react')
    expect(source).toContain(
      '<img data-block-id="builder-2" className="builder-block" src={"https://x/y.png"} alt={"A \\"cat\\""} />',
    )
    expect(source).toContain(
      '<div data-component="Columns" data-block-id="builder-3" className="builder-block">',
    )
    expect(source).toContain('<section data-block-id="builder-4" className="builder-block" />')
    expect(source).toContain('<div data-block-id="builder-5" className="builder-block" />')
    expect(source).toContain('dangerouslySetInnerHTML={{ __html: "in symbol" }}')
  })

  it('copes with missing or malformed blocks', async () => {
    for (const input of [undefined, 'x', [null, 1, { component: 'x' }]]) {
      const source = generateBlocksSource(input, 'react')
      await expect(transform(source, { loader: 'jsx', jsx: 'automatic' })).resolves.toBeDefined()
    }
    expect(generateBlocksSource([], 'react')).toBe(
      'export default function Content() {\n  return (\n    <>\n    </>\n  )\n}\n',
    )
  })
})
