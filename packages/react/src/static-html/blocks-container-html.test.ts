import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { blocksContainerStartTag } from './blocks-container-html.ts'
import { getBlocksContainerProps } from './blocks-container.ts'
import { startTagHtml } from './element-html.ts'

/** The start tag as the generic serialiser writes it, or the error it throws. */
function generic(props: Parameters<typeof getBlocksContainerProps>[0]): string {
  try {
    return startTagHtml('div', getBlocksContainerProps(props))
  } catch (error) {
    return `threw ${String(error)}`
  }
}

function direct(props: Parameters<typeof getBlocksContainerProps>[0]): string {
  try {
    return blocksContainerStartTag(props)
  } catch (error) {
    return `threw ${String(error)}`
  }
}

const odd = fc.constantFrom('', 'a', 'a b', '<&>"\'', 'columns.0.blocks', 'this.x', ' x ')

describe('blocksContainerStartTag', () => {
  it('writes what startTagHtml writes from getBlocksContainerProps', () => {
    const styleProp = fc.dictionary(
      fc.constantFrom('flexGrow', 'display', 'alignItems', 'marginTop', '--gap', '0', '1x'),
      fc.constantFrom(1, 0, '', ' 2px ', '<b>', null, undefined, true),
      { maxKeys: 4 },
    )
    const props = fc.record(
      {
        blocks: fc.constantFrom(undefined, null, [], [{}]),
        path: fc.oneof(odd, fc.constant(undefined)),
        parent: fc.oneof(odd, fc.constantFrom(undefined, null, 5, true)),
        className: fc.oneof(odd, fc.constantFrom(undefined, 0, 7)),
        styleProp: fc.oneof(styleProp, fc.constantFrom(undefined, [], ['x'])),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(props, (value) => {
        const blocksProps = value as Parameters<typeof getBlocksContainerProps>[0]
        expect(direct(blocksProps)).toBe(generic(blocksProps))
      }),
      { numRuns: 2000 },
    )
  })

  it('keeps an own __proto__ key of the style prop as the spread does', () => {
    const styleProp = JSON.parse('{"__proto__": "x", "flexGrow": 1}') as object
    expect(direct({ styleProp })).toBe(generic({ styleProp }))
  })
})
