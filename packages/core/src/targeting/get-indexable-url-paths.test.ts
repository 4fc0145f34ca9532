import { describe, expect, it } from 'vitest'
import type { QueryRule } from '../types/entry.ts'
import { getIndexableUrlPaths } from './get-indexable-url-paths.ts'

function paths(...query: QueryRule[]) {
  return getIndexableUrlPaths({ query })
}

describe('getIndexableUrlPaths', () => {
  it('returns the normalised values of urlPath "is" rules', () => {
    expect(paths({ property: 'urlPath', operator: 'is', value: '/about/' })).toEqual(['/about'])
    expect(paths({ property: 'urlPath', operator: 'is', value: ['/a/', '/b', '/a', ''] })).toEqual([
      '/a',
      '/b',
      '/',
    ])
  })

  it('joins the values of several rules', () => {
    expect(
      paths(
        { property: 'device', operator: 'is', value: 'mobile' },
        { property: 'urlPath', operator: 'is', value: '/x' },
        { property: 'urlPath', operator: 'is', value: ['/y', '/x/'] },
      ),
    ).toEqual(['/x', '/y'])
  })

  it('returns [] when no rule pins the path', () => {
    expect(getIndexableUrlPaths({})).toEqual([])
    expect(paths()).toEqual([])
    expect(paths({ property: 'urlPath', operator: 'startsWith', value: '/blog' })).toEqual([])
    expect(paths({ property: 'urlPath', operator: 'isNot', value: '/blog' })).toEqual([])
    expect(paths({ property: 'host', operator: 'is', value: '/blog' })).toEqual([])
  })

  it('skips rules whose value is not made of strings', () => {
    expect(paths({ property: 'urlPath', operator: 'is', value: null })).toEqual([])
    expect(paths({ property: 'urlPath', operator: 'is', value: [] })).toEqual([])
    expect(paths({ property: 'urlPath', operator: 'is', value: ['/a', 1] })).toEqual([])
    expect(
      paths(
        { property: 'urlPath', operator: 'is', value: 5 },
        { property: 'urlPath', operator: 'is', value: '/ok' },
      ),
    ).toEqual(['/ok'])
  })

  it('ignores malformed queries and rules', () => {
    expect(getIndexableUrlPaths({ query: 'x' as unknown as QueryRule[] })).toEqual([])
    expect(paths(null as unknown as QueryRule)).toEqual([])
  })
})
