import { describe, expect, it } from 'vitest'
import { enumOptions } from './enum-field.tsx'
import { valueError } from './input-field.tsx'
import { numberError, shownNumber } from './number-field.tsx'

describe('enum options', () => {
  it('reads plain values and { label, value } objects, keeping the value’s type', () => {
    expect(enumOptions(['a', 2, { label: 'Cover', value: 'cover' }, { value: 3 }])).toEqual([
      { label: 'a', value: 'a' },
      { label: '2', value: 2 },
      { label: 'Cover', value: 'cover' },
      { label: '3', value: 3 },
    ])
    expect(enumOptions(undefined)).toEqual([])
  })
})

describe('value errors', () => {
  it('holds numbers to min and max', () => {
    expect(numberError(3, 1, 5)).toBeUndefined()
    expect(numberError(0, 1, 5)).toBe('At least 1')
    expect(numberError(9, 1, 5)).toBe('At most 5')
    expect(numberError(undefined, 1, 5)).toBeUndefined()
  })

  it('shows numbers, and numeric strings as numbers', () => {
    expect(shownNumber(20)).toBe(20)
    expect(shownNumber('20')).toBe(20)
    expect(shownNumber('20px')).toBe('')
    expect(shownNumber(Number.NaN)).toBe('')
    expect(shownNumber(undefined)).toBe('')
  })

  it('checks URLs of url and file inputs, and email addresses', () => {
    expect(valueError('url', { name: 'link' }, 'javascript:x')).toBe(
      'Links may not use javascript:',
    )
    expect(valueError('file', { name: 'image' }, '/api/v1/image/a')).toBeUndefined()
    expect(valueError('email', { name: 'to' }, 'ada@example')).toBe('Not an email address')
    expect(valueError('email', { name: 'to' }, 'ada@example.com')).toBeUndefined()
    expect(valueError('text', { name: 'x' }, 'javascript:x')).toBeUndefined()
  })
})
