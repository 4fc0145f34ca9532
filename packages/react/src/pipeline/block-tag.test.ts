import type { Block } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { getBlockTag } from './block-tag.ts'

const block = (extra: Partial<Block>): Block => ({
  '@type': '@builder.io/sdk:Element',
  id: 'builder-1',
  ...extra,
})

describe('getBlockTag', () => {
  it('uses a for links, a safe tagName, else div', () => {
    expect(getBlockTag(block({ properties: { href: '/x' } }))).toBe('a')
    expect(getBlockTag(block({ href: '/x' }))).toBe('a')
    expect(getBlockTag(block({ tagName: 'a' }))).toBe('a')
    expect(getBlockTag(block({ tagName: 'SECTION' }))).toBe('section')
    expect(getBlockTag(block({ tagName: 'script' }))).toBe('div')
    expect(getBlockTag(block({ tagName: 'img onerror=x' }))).toBe('div')
    expect(getBlockTag(block({}))).toBe('div')
  })

  it('refuses svg, math and animation wrappers', () => {
    for (const tagName of ['svg', 'math', 'animate', 'set']) {
      expect(getBlockTag(block({ tagName }))).toBe('div')
    }
  })
})
