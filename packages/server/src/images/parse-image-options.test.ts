import { describe, expect, it } from 'vitest'
import { parseImageOptions, snapWidth } from './parse-image-options.ts'

describe('snapWidth', () => {
  it('snaps up to the next srcset width, capped at the largest', () => {
    const cases: Array<[number, number]> = [
      [1, 100],
      [100, 100],
      [101, 200],
      [399, 400],
      [801, 1200],
      [1600, 1600],
      [1999, 2000],
      [9000, 2000],
    ]
    for (const [width, snapped] of cases) expect(snapWidth(width)).toBe(snapped)
  })
})

describe('parseImageOptions', () => {
  it('reads width and format', () => {
    expect(parseImageOptions({ width: '350', format: 'WEBP' })).toEqual({
      width: 400,
      format: 'webp',
    })
    expect(parseImageOptions({ width: undefined, format: 'jpg' })).toEqual({ format: 'jpeg' })
    expect(parseImageOptions({ width: '', format: '' })).toEqual({})
  })

  it('refuses a width that is not a positive integer', () => {
    for (const width of ['0', '-5', '1.5', 'abc', '1e3', '9999999']) {
      expect(() => parseImageOptions({ width, format: undefined })).toThrow(
        `Invalid width "${width}": expected a positive integer`,
      )
    }
  })

  it('refuses other formats', () => {
    expect(() => parseImageOptions({ width: undefined, format: 'gif' })).toThrow(
      'Invalid format "gif": expected webp, avif, jpeg or png',
    )
  })
})
