import { describe, expect, it } from 'vitest'
import { describeValue } from './describe-value.ts'

describe('describeValue', () => {
  it('renders JSON values with JSON.stringify', () => {
    expect(describeValue('v2')).toBe('"v2"')
    expect(describeValue(2)).toBe('2')
    expect(describeValue(null)).toBe('null')
    expect(describeValue({ a: [1] })).toBe('{"a":[1]}')
  })

  it('falls back to String() for values JSON cannot render', () => {
    expect(describeValue(undefined)).toBe('undefined')
    expect(describeValue(Symbol('s'))).toBe('Symbol(s)')
    expect(describeValue(10n)).toBe('10')
    expect(describeValue(() => 1)).toBe('a function')
    const circular: Record<string, unknown> = {}
    circular.self = circular
    expect(describeValue(circular)).toBe('[object Object]')
  })

  it('never throws on hostile values', () => {
    const hostile = Object.create(null) as Record<string, unknown>
    Object.defineProperty(hostile, 'toJSON', {
      value: () => {
        throw new Error('no')
      },
    })
    expect(describeValue(hostile)).toBe('an unprintable value')
  })
})
