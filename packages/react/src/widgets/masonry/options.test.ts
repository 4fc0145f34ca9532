import { describe, expect, it } from 'vitest'
import { DEFAULT_COLUMN_WIDTH, parseColumnWidth, parseGutter } from './options.ts'

describe('parseColumnWidth', () => {
  it.each([
    ['200px', 200, false, '200px'],
    ['33.33%', 33.33, true, '33.33%'],
    ['50%', 50, true, '50%'],
    [' 120px ', 120, false, '120px'],
    ['120', 120, false, '120px'],
    ['120PX', 120, false, '120px'],
    ['.5%', 0.5, true, '0.5%'],
    [150, 150, false, '150px'],
    [12.5, 12.5, false, '12.5px'],
  ])('reads %j', (input, value, percent, css) => {
    expect(parseColumnWidth(input)).toEqual({ value, percent, css })
  })

  it.each([
    undefined,
    null,
    '',
    'abc',
    '20em',
    'calc(50% - 10px)',
    '-20px',
    '0px',
    '0',
    0,
    -5,
    Number.NaN,
    Infinity,
    '1e3px',
    {},
    [],
    true,
  ])('falls back to 200px for %j', (input) => {
    expect(parseColumnWidth(input)).toBe(DEFAULT_COLUMN_WIDTH)
  })
})

describe('parseGutter', () => {
  it.each([
    [10, 10],
    [2.5, 2.5],
    ['12', 12],
    [0, 0],
    [-10, 0],
    ['-3', 0],
    [Number.NaN, 0],
    [Infinity, 0],
    ['abc', 0],
    [null, 0],
    [undefined, 0],
    [true, 0],
    [[5], 0],
  ])('reads %j as %d', (input, expected) => {
    expect(parseGutter(input)).toBe(expected)
  })
})
