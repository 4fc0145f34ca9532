import type { Entry } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { createHeaderCookieJar } from '../cookies.ts'
import { assignVariation } from './assign-variation.ts'

const stopped: Entry = {
  id: 'c1',
  meta: { splitTest: { status: 'stopped' } },
  data: { title: 'Default' },
  variations: { a: { id: 'a', name: 'A', testRatio: 1, data: { title: 'A' } } },
}

describe('assignVariation of a stopped test', () => {
  it('serves the default, ignoring a cookie for a variation, and writes no cookie', () => {
    const jar = createHeaderCookieJar('builder.tests.c1=a')
    const shown = assignVariation({ entry: stopped, cookieJar: jar, random: () => 0 })
    expect(shown.data).toEqual({ title: 'Default' })
    expect(shown.testVariationId).toBeUndefined()
    expect(jar.setCookieHeaders()).toEqual([])
  })

  it('splits again once running', () => {
    const running = { ...stopped, meta: { splitTest: { status: 'running' } } }
    const jar = createHeaderCookieJar('')
    const shown = assignVariation({ entry: running, cookieJar: jar, random: () => 0 })
    expect(shown.testVariationId).toBe('a')
    expect(jar.setCookieHeaders()).toHaveLength(1)
  })
})
