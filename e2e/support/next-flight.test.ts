import { describe, expect, it } from 'vitest'
import { readFlight, utf8Bytes } from './next-flight.ts'

describe('readFlight', () => {
  it('joins the decoded chunks of the inlined payload and ignores other scripts', () => {
    const html =
      '<p>x</p><script>self.__next_f.push([0])</script>' +
      '<script nonce="n">self.__next_f.push([1,"0:{\\"a\\":\\"<\\\\u003c\\"}\\n"])</script>' +
      '<script>console.log(1)</script>' +
      '<script>self.__next_f.push([1,"1:\\"é\\"\\n"])</script>'
    expect(readFlight(html)).toBe('0:{"a":"<\\u003c"}\n1:"é"\n')
  })

  it('is empty for a page without a payload', () => {
    expect(readFlight('<html><body>static</body></html>')).toBe('')
  })
})

describe('utf8Bytes', () => {
  it('counts bytes, not characters', () => {
    expect(utf8Bytes('é')).toBe(2)
  })
})
