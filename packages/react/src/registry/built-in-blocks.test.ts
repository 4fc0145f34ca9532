import { describe, expect, it } from 'vitest'
import { WIDGET_BLOCKS } from '../widgets/built-in-widgets.ts'
import { BUILT_IN_BLOCKS } from './built-in-blocks.ts'
import { BUILT_IN_COMPONENTS } from '../blocks/built-in-components.ts'
import { BUILT_IN_HTML } from '../blocks/built-in-html.ts'

const widgetNames = new Set(WIDGET_BLOCKS.map((definition) => definition.name))
const blocks = BUILT_IN_BLOCKS.filter((definition) => !widgetNames.has(definition.name))

describe('the built-in tables', () => {
  it('have one component per built-in block definition (widgets load their own)', () => {
    expect(blocks.map((definition) => definition.name).sort()).toEqual(
      Object.keys(BUILT_IN_COMPONENTS).sort(),
    )
  })

  it('give static HTML exactly to the blocks described by a tree', () => {
    const withTree = Object.entries(BUILT_IN_COMPONENTS)
      .filter(([, component]) => 'tree' in component)
      .map(([name]) => name)
      .sort()
    expect(Object.keys(BUILT_IN_HTML).sort()).toEqual(withTree)
    const withHtml = blocks.filter((definition) => definition.renderHtml !== undefined)
    expect(withHtml.map((definition) => definition.name).sort()).toEqual(withTree)
  })
})
