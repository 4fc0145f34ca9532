import { HttpError } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { expectedRevision, parseRevision } from './expected-revision.ts'

function failure(run: () => unknown): { status: number; code: string; message: string } {
  try {
    run()
  } catch (error: unknown) {
    if (error instanceof HttpError) {
      return { status: error.status, code: error.errorCode, message: error.message }
    }
    throw error
  }
  throw new Error('expected an error')
}

describe('expectedRevision', () => {
  it('is undefined when no source names a revision', () => {
    expect(expectedRevision({})).toBeUndefined()
    expect(expectedRevision({ ifMatch: '*', bodyRev: null })).toBeUndefined()
    expect(expectedRevision({ ifMatch: '' })).toBeUndefined()
  })

  it('reads If-Match with or without quotes and the weak prefix', () => {
    expect(expectedRevision({ ifMatch: '"3"' })).toBe(3)
    expect(expectedRevision({ ifMatch: 'W/"4"' })).toBe(4)
    expect(expectedRevision({ ifMatch: ' 5 ' })).toBe(5)
  })

  it('reads ?revision and the body rev', () => {
    expect(expectedRevision({ query: '7' })).toBe(7)
    expect(expectedRevision({ bodyRev: '8' })).toBe(8)
    expect(expectedRevision({ bodyRev: 9 })).toBe(9)
  })

  it('accepts sources that agree', () => {
    expect(expectedRevision({ ifMatch: '"2"', query: '2', bodyRev: '2' })).toBe(2)
  })

  it('refuses sources that disagree', () => {
    expect(failure(() => expectedRevision({ ifMatch: '"2"', bodyRev: '3' }))).toEqual({
      status: 400,
      code: 'INVALID_PARAMETER',
      message: 'Invalid revision: If-Match, ?revision and rev name different revisions',
    })
  })

  it('refuses malformed values, naming the source', () => {
    expect(failure(() => expectedRevision({ ifMatch: '"1", "2"' })).message).toBe(
      'Invalid If-Match: expected one revision, as "<revision>"',
    )
    expect(failure(() => expectedRevision({ ifMatch: '"abc"' })).message).toBe(
      'Invalid If-Match: expected one revision, as "<revision>"',
    )
    expect(failure(() => expectedRevision({ query: '0' })).message).toBe(
      'Invalid revision: expected a positive integer',
    )
    expect(failure(() => expectedRevision({ query: '1.5' })).message).toBe(
      'Invalid revision: expected a positive integer',
    )
    expect(failure(() => expectedRevision({ bodyRev: -1 })).message).toBe(
      'Invalid rev: expected a positive integer',
    )
    expect(failure(() => expectedRevision({ bodyRev: {} })).message).toBe(
      'Invalid rev: expected a positive integer',
    )
  })
})

describe('parseRevision', () => {
  it('names the field it parses', () => {
    expect(parseRevision('12', 'x')).toBe(12)
    expect(failure(() => parseRevision('x', 'path')).message).toBe(
      'Invalid path: expected a positive integer',
    )
  })
})
