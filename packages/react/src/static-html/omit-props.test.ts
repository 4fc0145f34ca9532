import { describe, expect, it } from 'vitest'
import { omitProps } from './omit-props.ts'

describe('omitProps', () => {
  it('copies the other props in order, like object rest', () => {
    const props = { a: 1, className: 'c', b: 2, href: '/x', c: undefined }
    const { className: _c, href: _h, ...rest } = props
    expect(Object.entries(omitProps(props, 'className', 'href'))).toEqual(Object.entries(rest))
    expect(omitProps(props)).not.toBe(props)
  })
})
