import { describe, expect, it } from 'vitest'
import { frozenMemo } from './frozen-memo.ts'

describe('frozenMemo', () => {
  it('writes a frozen object once, undefined results included', () => {
    const written: object[] = []
    const memo = frozenMemo((value: { a?: number }) => {
      written.push(value)
      return value.a
    })
    const frozen = Object.freeze({})
    expect([memo(frozen), memo(frozen)]).toEqual([undefined, undefined])
    expect(written).toEqual([frozen])
  })

  it('writes other objects each time (they may change)', () => {
    const memo = frozenMemo((value: { a: number }) => value.a)
    const open = { a: 1 }
    expect(memo(open)).toBe(1)
    open.a = 2
    expect(memo(open)).toBe(2)
  })
})
