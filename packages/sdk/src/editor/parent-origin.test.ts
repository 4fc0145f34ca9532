import { describe, expect, it } from 'vitest'
import { readParentOrigin } from './parent-origin.ts'

describe('readParentOrigin', () => {
  it('is certain of the origin the browser reports in ancestorOrigins', () => {
    const source = { ancestorOrigins: ['https://editor.example.com'], referrer: 'https://x.com/' }
    expect(readParentOrigin(source)).toEqual({
      origin: 'https://editor.example.com',
      isCertain: true,
    })
  })

  it('takes the referrer as a hint when ancestorOrigins is missing or hidden', () => {
    const hint = { origin: 'https://editor.example.com', isCertain: false }
    expect(readParentOrigin({ referrer: 'https://editor.example.com/edit?id=1' })).toEqual(hint)
    expect(
      readParentOrigin({ ancestorOrigins: ['null'], referrer: 'https://editor.example.com/' }),
    ).toEqual(hint)
  })

  it('knows nothing without either, or from non-web origins', () => {
    expect(readParentOrigin({})).toBeUndefined()
    expect(readParentOrigin({ ancestorOrigins: [], referrer: '' })).toBeUndefined()
    expect(readParentOrigin({ referrer: 'about:blank' })).toBeUndefined()
  })

  it('knows nothing on the server', () => {
    expect(typeof location).toBe('undefined')
    expect(readParentOrigin()).toBeUndefined()
  })
})
