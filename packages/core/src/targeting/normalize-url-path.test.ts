import { describe, expect, it } from 'vitest'
import { normalizeUrlPath, stripTrailingSlashes } from './normalize-url-path.ts'

describe('normalizeUrlPath', () => {
  it.each([
    ['/about/', '/about'],
    ['/about//', '/about'],
    ['/about', '/about'],
    ['/', '/'],
    ['//', '/'],
    ['', '/'],
    ['/about/?ref=x', '/about'],
    ['/about#team', '/about'],
    ['?x=1', '/'],
    ['/a/b/#x?y', '/a/b'],
    ['/About', '/About'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizeUrlPath(input)).toBe(expected)
  })
})

describe('stripTrailingSlashes', () => {
  it('removes trailing slashes but keeps the root and other characters', () => {
    expect(stripTrailingSlashes('/blog/')).toBe('/blog')
    expect(stripTrailingSlashes('/')).toBe('/')
    expect(stripTrailingSlashes('/a?x=/')).toBe('/a?x=')
    expect(stripTrailingSlashes('')).toBe('')
  })
})
