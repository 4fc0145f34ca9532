import type { Entry } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { chooseVariant } from './choose-variant.ts'

const ENTRY: Entry = {
  id: 'c1',
  name: 'Home',
  testRatio: 0.5,
  data: { title: 'Default', blocks: [] },
  variations: {
    v2: { id: 'v2', name: 'Bold', testRatio: 0.5, data: { title: 'Bold', blocks: [] } },
  },
}
const COOKIE = 'builder.tests.c1'

describe('chooseVariant', () => {
  it('shows the group named by the cookie and writes no cookie', () => {
    const choice = chooseVariant(ENTRY, { cookies: { [COOKIE]: 'v2' }, random: () => 0.99 })
    expect(choice.entry.testVariationId).toBe('v2')
    expect(choice.entry.data?.title).toBe('Bold')
    expect(choice.cookie).toBeUndefined()
    const again = chooseVariant(ENTRY, { cookies: { [COOKIE]: 'c1' }, random: () => 0 })
    expect(again.entry.testVariationId).toBe('c1')
    expect(again.entry.data?.title).toBe('Default')
  })

  it('draws a group for a visitor without a cookie and asks for the cookie (30 days)', () => {
    const low = chooseVariant(ENTRY, { cookies: {}, random: () => 0.1 })
    expect(low.entry.testVariationId).toBe('v2')
    expect(low.cookie).toEqual({
      name: COOKIE,
      value: 'v2',
      options: { path: '/', maxAgeSeconds: 30 * 24 * 60 * 60, sameSite: 'Lax', secure: false },
    })
    const high = chooseVariant(ENTRY, { cookies: {}, random: () => 0.9 })
    expect(high.entry.testVariationId).toBe('c1')
    expect(high.cookie?.value).toBe('c1')
  })

  it('draws again when the cookie names no group of the entry', () => {
    const choice = chooseVariant(ENTRY, { cookies: { [COOKIE]: 'gone' }, random: () => 0.9 })
    expect(choice.entry.testVariationId).toBe('c1')
    expect(choice.cookie?.value).toBe('c1')
  })

  it('lets a group forced in the URL win over the cookie, and remembers it', () => {
    const choice = chooseVariant(ENTRY, {
      cookies: { [COOKIE]: 'c1' },
      forcedVariations: { c1: 'v2' },
    })
    expect(choice.entry.testVariationId).toBe('v2')
    expect(choice.cookie?.value).toBe('v2')
  })

  it('keeps only the chosen group in the entry', () => {
    const choice = chooseVariant(ENTRY, { cookies: { [COOKIE]: 'c1' } })
    expect(choice.entry.variations).toBeUndefined()
    expect(JSON.stringify(choice.entry)).not.toContain('Bold')
  })

  it('shows the default (or a forced group) in previews, without a cookie', () => {
    const preview = chooseVariant(ENTRY, { cookies: {}, isPreviewing: true, random: () => 0 })
    expect(preview.entry.data?.title).toBe('Default')
    expect(preview.entry.variations).toBeUndefined()
    expect(preview.cookie).toBeUndefined()
    const forced = chooseVariant(ENTRY, {
      cookies: {},
      isPreviewing: true,
      forcedVariations: { c1: 'v2' },
    })
    expect(forced.entry.testVariationId).toBe('v2')
    expect(forced.cookie).toBeUndefined()
  })

  it('returns an entry without variations as it is, without a cookie', () => {
    const plain: Entry = { id: 'p1', data: { title: 'About' } }
    const choice = chooseVariant(plain, { cookies: {} })
    expect(choice.entry).toEqual(plain)
    expect(choice.cookie).toBeUndefined()
  })
})
