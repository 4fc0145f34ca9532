import { describe, expect, it } from 'vitest'
import { isBlock } from './is-block.ts'

describe('isBlock', () => {
  it('is a block of content JSON, nothing else', () => {
    expect(isBlock({ '@type': '@builder.io/sdk:Element', id: 'b' })).toBe(true)
    expect(isBlock({ '@type': '@builder.io/core:LocalizedValue' })).toBe(false)
    expect(isBlock({ id: 'b' })).toBe(false)
    expect(isBlock(null)).toBe(false)
    expect(isBlock('@builder.io/sdk:Element')).toBe(false)
  })
})
