import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { getBlocksContainerProps } from './blocks-container.ts'

const CONTAINER_STYLE = { display: 'flex', flexDirection: 'column', alignItems: 'stretch' }

describe('getBlocksContainerProps', () => {
  it('merges the style prop over the container styles as a spread does, keys in order', () => {
    const styleProp = fc.dictionary(
      fc.constantFrom('flexGrow', 'display', 'alignItems', 'marginTop', '--gap', '0', '1x'),
      fc.constantFrom(1, 0, '', ' 2px ', null, undefined),
      { maxKeys: 4 },
    )
    fc.assert(
      fc.property(styleProp, (style) => {
        const merged = getBlocksContainerProps({ styleProp: style }).style
        expect(Object.entries(merged)).toEqual(Object.entries({ ...CONTAINER_STYLE, ...style }))
        expect(Object.getPrototypeOf(merged)).toBe(Object.prototype)
      }),
    )
  })

  it('keeps an own __proto__ key of the style prop as a style, as the spread does', () => {
    const styleProp = JSON.parse('{"__proto__": {"color": "red"}, "flexGrow": 1}') as object
    const merged = getBlocksContainerProps({ styleProp }).style
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype)
    expect(Object.entries(merged)).toEqual(Object.entries({ ...CONTAINER_STYLE, ...styleProp }))
  })

  it('keeps the container styles as they are without a style prop', () => {
    const props = getBlocksContainerProps({ blocks: [] })
    expect(props.style).toBe(getBlocksContainerProps({}).style)
    expect(props.style).toEqual(CONTAINER_STYLE)
    expect(props.className).toBe('builder-blocks no-blocks')
  })
})
