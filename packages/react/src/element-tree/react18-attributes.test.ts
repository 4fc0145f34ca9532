import { describe, expect, it } from 'vitest'
import { forRunningReact, KNOWS_FETCH_PRIORITY } from './react18-attributes.ts'

describe('forRunningReact', () => {
  const image = { alt: 'A', fetchPriority: 'high', loading: 'eager' }

  it('keeps the attributes as they are on React 19 (the tests run it)', () => {
    expect(KNOWS_FETCH_PRIORITY).toBe(true)
    expect(forRunningReact(image)).toBe(image)
  })

  it('writes fetchPriority as the attribute on React 18, in the same place', () => {
    const renamed = forRunningReact(image, false)
    expect(renamed).toEqual({ alt: 'A', fetchpriority: 'high', loading: 'eager' })
    expect(Object.keys(renamed ?? {})).toEqual(['alt', 'fetchpriority', 'loading'])
    const plain = { className: 'x' }
    expect(forRunningReact(plain, false)).toBe(plain)
    expect(forRunningReact(undefined, false)).toBeUndefined()
  })
})
