import { describe, expect, it } from 'vitest'
import { keystrokeCosts } from './keystroke-costs.ts'

describe('keystrokeCosts', () => {
  it('pairs each key with its store, in order', () => {
    expect(keystrokeCosts([100, 200, 300], [104, 212, 301])).toEqual([4, 12, 1])
    expect(keystrokeCosts([], [])).toEqual([])
  })

  it('fails when a key was never stored, or stored twice', () => {
    expect(() => keystrokeCosts([100, 200], [104])).toThrow(
      '2 key presses in the frame but 1 tessera.v1.textInput stored',
    )
    expect(() => keystrokeCosts([100], [104, 105])).toThrow('1 key presses')
  })

  it('fails on a store before its key (the lists are out of step)', () => {
    expect(() => keystrokeCosts([100, 200], [104, 150])).toThrow(
      'keystroke 2 was stored before it was pressed (-50 ms)',
    )
  })
})
