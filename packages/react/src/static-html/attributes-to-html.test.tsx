import fc from 'fast-check'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { attributesToHtml } from './attributes-to-html.ts'
import { NotStaticError } from './not-static.ts'

const NAMES = [
  'alt',
  'aria-label',
  'builder-id',
  'builder-parent-id',
  'builder-path',
  'className',
  'crossOrigin',
  'data-id',
  'data-x-y',
  'decoding',
  'dir',
  'fetchPriority',
  'height',
  'href',
  'htmlFor',
  'id',
  'lang',
  'loading',
  'nonce',
  'rel',
  'role',
  'sizes',
  'src',
  'srcSet',
  'tabIndex',
  'target',
  'title',
  'type',
  'width',
] as const
const value = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.constantFrom(`a"b'<c>&`, '/x?a=1&b=2', 'https://e.com/', 'data:image/png;base64,A'),
  fc.constantFrom(0, -1, 1.5, 1e21, null, undefined),
)

/** The element React writes, or undefined when the serialiser refuses the props. */
function ours(props: Record<string, unknown>): string | undefined {
  try {
    return `<span${attributesToHtml(props)}></span>`
  } catch (error) {
    if (error instanceof NotStaticError) return undefined
    throw error
  }
}

describe('attributesToHtml', () => {
  it('writes the props it accepts exactly as react-dom/server does', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    let accepted = 0
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...NAMES), value), (props) => {
        const html = ours(props)
        if (html === undefined) return
        accepted += 1
        expect(html).toBe(renderToString(createElement('span', props)))
      }),
      { numRuns: 300 },
    )
    expect(accepted).toBeGreaterThan(150)
    error.mockRestore()
  })

  it('writes data-* and aria-* booleans, and styles, as React does', () => {
    const props = { 'data-on': true, 'aria-hidden': false, style: { marginTop: 4, color: 'red' } }
    expect(ours(props)).toBe(renderToString(createElement('span', props)))
    expect(ours({ children: 'x', key: 'k', dangerouslySetInnerHTML: { __html: '' } })).toBe(
      '<span></span>',
    )
    // A frozen style (a tree's constant) is written once and kept: the same every time.
    const frozen = { style: Object.freeze({ flexGrow: 1, width: '50%' }), nonce: 'n"1' }
    for (let round = 0; round < 2; round++) {
      expect(ours(frozen)).toBe(renderToString(createElement('span', frozen)))
    }
  })

  it('refuses what React treats specially or would block', () => {
    for (const props of [
      { hidden: true },
      { disabled: 'true' },
      { value: 'x' },
      { draggable: 'true' },
      { contentEditable: 'true' },
      { name: 'n' },
      { onClick: () => {} },
      { title: true },
      { href: '' },
      { src: '' },
      { href: 'javascript:alert(1)' },
      { href: ' \tJaVaScRiPt:x' },
      { src: 'data:text/html,x' },
      { style: 'color: red' },
      { title: {} },
      { 'data-Upper-Case!': 'x' },
    ]) {
      expect(ours(props), JSON.stringify(props)).toBeUndefined()
    }
  })
})
