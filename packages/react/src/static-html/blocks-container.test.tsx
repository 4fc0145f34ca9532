import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { getBlocksContainerProps } from './blocks-container.ts'
import { blocksContainerStartTag } from './blocks-container-html.ts'
import { startTagHtml } from './element-html.ts'

describe('getBlocksContainerProps', () => {
  it('writes the style prop as it is: the flex column is the base CSS rule', () => {
    const styleProp = { flexGrow: 1 }
    expect(getBlocksContainerProps({ styleProp }).style).toBe(styleProp)
  })

  it('writes no style without a style prop, and marks an empty list', () => {
    const props = getBlocksContainerProps({ blocks: [] })
    expect(props.style).toBeUndefined()
    expect(props.className).toBe('builder-blocks no-blocks')
  })
})

const ELEMENT = { '@type': '@builder.io/sdk:Element' as const }

describe('blocksContainerStartTag', () => {
  it('writes what startTagHtml writes for the props, for any style prop', () => {
    const styleProp = fc.option(
      fc.dictionary(
        fc.constantFrom('flexGrow', 'display', 'alignItems', 'marginTop', '--gap', '0', '1x'),
        fc.constantFrom(1, 0, '', ' 2px ', null, undefined),
        { maxKeys: 4 },
      ),
      { nil: undefined },
    )
    fc.assert(
      fc.property(styleProp, fc.boolean(), (style, isEmpty) => {
        const props = { styleProp: style, blocks: isEmpty ? [] : [ELEMENT], path: 'a', parent: 'p' }
        expect(blocksContainerStartTag(props)).toBe(
          startTagHtml('div', getBlocksContainerProps(props)),
        )
      }),
    )
  })

  it('writes no style attribute without a style prop', () => {
    expect(blocksContainerStartTag({ blocks: [] })).toBe('<div class="builder-blocks no-blocks">')
  })
})
