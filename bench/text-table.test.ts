import { describe, expect, it } from 'vitest'
import { textTableLines } from './text-table.ts'

describe('textTableLines', () => {
  it('pads columns to their widest cell, left-aligning the first ones', () => {
    expect(
      textTableLines(
        ['name', 'n'],
        [
          ['a', '10'],
          ['long', '2'],
        ],
      ),
    ).toEqual(['name |  n', '-----|---', 'a    | 10', 'long |  2'])
    expect(textTableLines(['a', 'b', 'c'], [['x', 'yy', '1']], 2)).toEqual([
      'a | b  | c',
      '--|----|--',
      'x | yy | 1',
    ])
  })
})
