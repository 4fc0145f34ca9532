import { describe, expect, it } from 'vitest'
import { getAccordionItems } from './accordion-items.ts'

const block = (id: string) => ({ '@type': '@builder.io/sdk:Element' as const, id })

describe('getAccordionItems', () => {
  it('reads items with their paths', () => {
    const title = [block('t')]
    expect(getAccordionItems([{ title, detail: 'x' }, null], false, [block('c')])).toEqual([
      { title, detail: undefined, titlePath: 'items.0.title', detailPath: 'items.0.detail' },
      {
        title: undefined,
        detail: undefined,
        titlePath: 'items.1.title',
        detailPath: 'items.1.detail',
      },
    ])
    expect(getAccordionItems({ 0: {} }, false, undefined)).toEqual([])
  })

  it('reads the children with useChildren', () => {
    const child = { ...block('c'), children: [block('a'), block('b'), block('ignored')] }
    const path = 'this.children.0.children'
    expect(getAccordionItems([{}], true, [child, 'x'])).toEqual([
      { title: [block('a')], detail: [block('b')], titlePath: path, detailPath: path },
      {
        title: undefined,
        detail: undefined,
        titlePath: 'this.children.1.children',
        detailPath: 'this.children.1.children',
      },
    ])
    expect(getAccordionItems([{}], true, 'nope')).toEqual([])
  })
})
