import { describe, expect, it } from 'vitest'
import { referencedId, referenceTo, symbolOption } from './reference-value.ts'

describe('reference values', () => {
  it('stores Builder’s reference shape', () => {
    expect(referenceTo('symbol', 'abc')).toEqual({
      '@type': '@builder.io/core:Reference',
      model: 'symbol',
      id: 'abc',
    })
  })

  it('reads the id of a reference or of a Symbol option', () => {
    expect(referencedId(referenceTo('symbol', 'abc'))).toBe('abc')
    expect(referencedId({ model: 'symbol', entry: 'hdr', data: {} })).toBe('hdr')
    expect(referencedId('abc')).toBeUndefined()
    expect(referencedId({ id: '' })).toBeUndefined()
    expect(referencedId(null)).toBeUndefined()
  })

  it('points a Symbol block to another entry, keeping its data but not the old content', () => {
    expect(symbolOption('hdr')).toEqual({ model: 'symbol', entry: 'hdr', data: {} })
    expect(
      symbolOption('ftr', {
        model: 'symbol',
        entry: 'hdr',
        data: { a: 1 },
        content: { id: 'hdr' },
      }),
    ).toEqual({ model: 'symbol', entry: 'ftr', data: { a: 1 } })
    expect(symbolOption('hdr', { entry: 'hdr', content: { id: 'hdr' } })).toEqual({
      model: 'symbol',
      entry: 'hdr',
      data: {},
      content: { id: 'hdr' },
    })
  })
})
