import { describe, expect, it } from 'vitest'
import { safeFilename } from './store-submission-files.ts'

describe('safeFilename', () => {
  it('keeps the last path segment without control characters', () => {
    expect(safeFilename('C:\\Users\\me\\cv.pdf')).toBe('cv.pdf')
    expect(safeFilename('../../etc/passwd')).toBe('passwd')
    expect(safeFilename('a\r\nb.txt')).toBe('ab.txt')
    expect(safeFilename('')).toBe('file')
    expect(safeFilename('x'.repeat(300))).toHaveLength(200)
  })
})
