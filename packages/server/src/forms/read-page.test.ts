import { describe, expect, it } from 'vitest'
import { readPage } from './read-page.ts'

describe('readPage', () => {
  it('defaults to 100 from the start', () => {
    expect(readPage({ limit: undefined, offset: undefined })).toEqual({ limit: 100, offset: 0 })
    expect(readPage({ limit: '5', offset: '10' })).toEqual({ limit: 5, offset: 10 })
  })

  it('refuses bad values', () => {
    expect(() => readPage({ limit: '0', offset: undefined })).toThrow(
      'Invalid limit "0": expected an integer from 1 to 1000',
    )
    expect(() => readPage({ limit: '1001', offset: undefined })).toThrow(
      'Invalid limit "1001": expected an integer from 1 to 1000',
    )
    expect(() => readPage({ limit: undefined, offset: '-1' })).toThrow(
      'Invalid offset "-1": expected a non-negative integer',
    )
  })
})
