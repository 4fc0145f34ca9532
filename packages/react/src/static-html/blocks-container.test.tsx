import fc from 'fast-check'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { BlocksProps } from '../blocks-renderer/blocks.tsx'
import { blocksContainerHtml, getBlocksContainerProps } from './blocks-container.ts'
import { NotStaticError } from './not-static.ts'

/** What React writes for the container's props with this inner HTML. */
function reactHtml(props: BlocksProps, innerHtml: string): string {
  return renderToString(
    createElement('div', {
      ...getBlocksContainerProps(props),
      dangerouslySetInnerHTML: { __html: innerHtml },
    }),
  )
}

describe('blocksContainerHtml', () => {
  it('writes the container of any block list as React writes its props', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const text = fc.constantFrom(undefined, '', 'x', 'a"<b>&', 'columns.0.blocks', 'this.kids')
    const style = fc.oneof(
      fc.constantFrom(undefined, {}),
      fc.dictionary(
        fc.constantFrom('flexGrow', 'display', 'alignItems', 'marginTop', '--gap', 'color'),
        fc.constantFrom(1, 0, '', ' 2px ', 'a"b', null, true),
        { maxKeys: 4 },
      ),
    )
    const props = fc.record({
      blocks: fc.constantFrom(undefined, null, [], [{ '@type': '@builder.io/sdk:Element' }]),
      path: text,
      parent: fc.oneof(text, fc.constantFrom(7, 0)),
      className: text,
      styleProp: style,
    }) as fc.Arbitrary<BlocksProps>
    fc.assert(
      fc.property(props, fc.constantFrom('', '<p>x</p>'), (value, inner) => {
        expect(blocksContainerHtml(value, inner)).toBe(reactHtml(value, inner))
      }),
      { numRuns: 1000 },
    )
    error.mockRestore()
  })

  it('merges a style prop over the container styles in their order', () => {
    const props = { blocks: [], styleProp: { alignItems: 'center', flexGrow: 1 } }
    expect(blocksContainerHtml(props, '')).toBe(reactHtml(props, ''))
    expect(blocksContainerHtml(props, '')).toContain(
      'style="display:flex;flex-direction:column;align-items:center;flex-grow:1"',
    )
  })

  it('refuses a parent React would not write as an attribute', () => {
    const parent = { id: 'x' } as unknown as string
    expect(() => blocksContainerHtml({ parent }, '')).toThrow(NotStaticError)
  })
})
