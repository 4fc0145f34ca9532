import type { Entry } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { createHeaderCookieJar } from '../cookies.ts'
import { assignVariation } from './assign-variation.ts'

const T = Date.UTC(2026, 10, 26, 12)

const dated: Entry = {
  id: 'c1',
  data: { title: 'Default' },
  variations: {
    a: {
      id: 'a',
      testRatio: 0.5,
      data: { title: 'A' },
      meta: { startDate: T, endDate: T + 60_000 },
    },
  },
}

describe('assignVariation with a variation window', () => {
  it('draws the variation inside its window only', () => {
    const inside = createHeaderCookieJar('')
    expect(
      assignVariation({ entry: dated, cookieJar: inside, random: () => 0, now: T }),
    ).toMatchObject({ testVariationId: 'a', data: { title: 'A' } })
    expect(inside.setCookieHeaders()[0]).toContain('builder.tests.c1=a')
    const before = createHeaderCookieJar('')
    const shown = assignVariation({ entry: dated, cookieJar: before, random: () => 0, now: T - 1 })
    expect(shown.testVariationId).toBeUndefined()
    expect(shown.data).toEqual({ title: 'Default' })
    expect(before.setCookieHeaders()).toEqual([])
  })

  it('shows the default to a visitor whose cookie names a variation that has ended', () => {
    const live = { ...dated, variations: { ...dated.variations, b: { id: 'b', testRatio: 0.5 } } }
    const jar = createHeaderCookieJar('builder.tests.c1=a')
    const shown = assignVariation({ entry: live, cookieJar: jar, random: () => 0, now: T + 60_001 })
    expect(shown.testVariationId).toBe('c1')
    expect(shown.data).toEqual({ title: 'Default' })
    expect(jar.setCookieHeaders()).toEqual([])
  })
})
