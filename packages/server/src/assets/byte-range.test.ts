import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chooseRange, rangeResponse } from './byte-range.ts'

const ETAG = '"a1"'
const choose = (size: number, range: string | undefined, ifRange?: string) =>
  chooseRange({ size, range, ifRange, etag: ETAG })

describe('chooseRange', () => {
  it('answers one byte range with its first and last byte, clamped to the file', () => {
    expect(choose(10, 'bytes=0-3')).toEqual({ status: 206, start: 0, end: 3 })
    expect(choose(10, 'bytes=4-')).toEqual({ status: 206, start: 4, end: 9 })
    expect(choose(10, 'bytes=-3')).toEqual({ status: 206, start: 7, end: 9 })
    expect(choose(10, 'bytes=8-500')).toEqual({ status: 206, start: 8, end: 9 })
    expect(choose(10, 'bytes=0-1,2-4')).toEqual({ status: 206, start: 0, end: 4 })
  })

  it('refuses a range that starts past the end (416)', () => {
    expect(choose(10, 'bytes=10-')).toEqual({ status: 416 })
    expect(choose(10, 'bytes=20-30')).toEqual({ status: 416 })
    expect(choose(0, 'bytes=0-')).toEqual({ status: 416 })
    // range-parser (like Express) takes a bytes range it cannot read as unsatisfiable
    expect(choose(10, 'bytes=abc')).toEqual({ status: 416 })
  })

  it('sends everything without a range, for a malformed one, another unit or disjoint ranges', () => {
    expect(choose(10, undefined)).toEqual({ status: 200 })
    expect(choose(10, 'bytes')).toEqual({ status: 200 })
    expect(choose(10, 'items=0-1')).toEqual({ status: 200 })
    expect(choose(10, 'bytes=0-1,5-6')).toEqual({ status: 200 })
  })

  it('applies a range only when If-Range is the current strong ETag', () => {
    expect(choose(10, 'bytes=0-1', ETAG)).toEqual({ status: 206, start: 0, end: 1 })
    expect(choose(10, 'bytes=0-1', '"old"')).toEqual({ status: 200 })
    expect(choose(10, 'bytes=0-1', `W/${ETAG}`)).toEqual({ status: 200 })
    expect(choose(10, 'bytes=0-1', 'Wed, 21 Oct 2015 07:28:00 GMT')).toEqual({ status: 200 })
  })

  it('never throws and never answers outside the file, whatever the header', () => {
    const header = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc
        .array(
          fc.tuple(fc.option(fc.nat(2_000)), fc.option(fc.nat(2_000))).map(([a, b]) => {
            return `${a ?? ''}-${b ?? ''}`
          }),
          { minLength: 1, maxLength: 4 },
        )
        .map((parts) => `bytes=${parts.join(',')}`),
    )
    fc.assert(
      fc.property(fc.nat(1_500), header, (size, range) => {
        const choice = choose(size, range)
        if (choice.status === 206) {
          expect(choice.start).toBeGreaterThanOrEqual(0)
          expect(choice.start).toBeLessThanOrEqual(choice.end)
          expect(choice.end).toBeLessThan(size)
        }
      }),
      { numRuns: 3_000 },
    )
  })

  it('agrees with the byte positions of a well-formed first-last range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), fc.nat(), fc.nat(), (size, a, b) => {
        const [start, end] = [a % (size + 5), b % (size + 5)].sort((x, y) => x - y) as [
          number,
          number,
        ]
        const choice = choose(size, `bytes=${start}-${end}`)
        if (start >= size) expect(choice).toEqual({ status: 416 })
        else expect(choice).toEqual({ status: 206, start, end: Math.min(end, size - 1) })
      }),
      { numRuns: 2_000 },
    )
  })
})

describe('rangeResponse', () => {
  const bytes = new Uint8Array(Array.from({ length: 10 }, (_, i) => i))

  it('sends the part with Content-Range and Accept-Ranges, keeping the other headers', () => {
    const answer = rangeResponse({ range: 'bytes=2-4', ifRange: undefined }, bytes, {
      ETag: ETAG,
      'Content-Type': 'video/mp4',
    })
    expect(answer.status).toBe(206)
    expect([...answer.body]).toEqual([2, 3, 4])
    expect(answer.headers).toMatchObject({
      'Content-Range': 'bytes 2-4/10',
      'Accept-Ranges': 'bytes',
      'Content-Type': 'video/mp4',
      ETag: ETAG,
    })
  })

  it('says the length when it refuses, and advertises ranges on a whole answer', () => {
    const refused = rangeResponse({ range: 'bytes=99-', ifRange: undefined }, bytes, { ETag: ETAG })
    expect(refused).toMatchObject({ status: 416, headers: { 'Content-Range': 'bytes */10' } })
    expect(refused.body.byteLength).toBe(0)
    const whole = rangeResponse({ range: undefined, ifRange: undefined }, bytes, { ETag: ETAG })
    expect(whole.status).toBe(200)
    expect(whole.body).toEqual(bytes)
    expect(whole.headers['Accept-Ranges']).toBe('bytes')
    expect(whole.headers['Content-Range']).toBeUndefined()
  })
})
