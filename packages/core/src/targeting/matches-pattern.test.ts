import { describe, expect, it } from 'vitest'
import { MAX_PATTERN_TEXT_LENGTH, matchesPattern } from './matches-pattern.ts'

describe('matchesPattern', () => {
  it.each([
    ['/blog', '/blog', true],
    ['/blog/x', '/blog', false],
    ['/Blog', '/blog', false],
    ['/shop/shoes', '/shop/*', true],
    ['/shop/', '/shop/*', true],
    ['/shop/shoes/red', '/shop/*', false],
    ['/shop/shoes/red', '/shop/**', true],
    ['/shop', '/shop/**', false],
    ['/a/x/b', '/a/*/b', true],
    ['/a/x/y/b', '/a/*/b', false],
    ['/a/x/y/b', '/a/**/b', true],
    ['/docs/intro.html', '/docs/*.html', true],
    ['/docs/intro.htm', '/docs/*.html', false],
    ['eu.example.com', '*.example.com', true],
    ['example.com', '*.example.com', false],
    ['/anything/at/all', '**', true],
    ['', '*', true],
    ['/p/a.b', '/p/a.b', true],
    ['/p/axb', '/p/a.b', false],
  ])('%s against %s is %s', (text, pattern, expected) => {
    expect(matchesPattern(text, pattern)).toBe(expected)
  })

  it('refuses over-long input instead of working on it', () => {
    const long = `/${'a'.repeat(MAX_PATTERN_TEXT_LENGTH)}`
    expect(matchesPattern(long, '/**')).toBe(false)
    expect(matchesPattern('/a', `/${'*'.repeat(MAX_PATTERN_TEXT_LENGTH)}`)).toBe(false)
  })

  it('stays fast on patterns that backtrack badly in regular expressions', () => {
    const text = `/${'a/'.repeat(900)}c`
    const pattern = `/${'**a'.repeat(300)}b`
    expect(matchesPattern(text, pattern)).toBe(false)
  })
})
