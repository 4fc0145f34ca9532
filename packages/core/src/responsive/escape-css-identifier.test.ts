import { describe, expect, it } from 'vitest'
import { escapeCssIdentifier } from './escape-css-identifier.ts'

describe('escapeCssIdentifier', () => {
  it.each([
    ['builder-abc123', 'builder-abc123'],
    ['_a-B_9', '_a-B_9'],
    ['é🙂', 'é🙂'],
    ['1abc', '\\31 abc'],
    ['-1a', '-\\31 a'],
    ['-', '\\-'],
    ['--x', '--x'],
    ['--1', '--1'],
    ['-a1', '-a1'],
    ['a1-', 'a1-'],
    ['a b', 'a\\ b'],
    ['a.b:c', 'a\\.b\\:c'],
    ['x{color:red}', 'x\\{color\\:red\\}'],
    ['</style>', '\\<\\/style\\>'],
    ['a\nb', 'a\\a b'],
    ['a\u0000b', 'a\uFFFDb'],
    ['a\u007fb', 'a\\7f b'],
    ['', ''],
  ])('escapes %j as %j', (input, expected) => {
    expect(escapeCssIdentifier(input)).toBe(expected)
  })
})
