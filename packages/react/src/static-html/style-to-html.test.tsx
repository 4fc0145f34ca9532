import fc from 'fast-check'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { NotStaticError } from './not-static.ts'
import { styleToHtml } from './style-to-html.ts'

const name = fc.constantFrom(
  'width',
  'marginTop',
  'flexGrow',
  'lineHeight',
  'zIndex',
  'opacity',
  'WebkitLineClamp',
  'msFlex',
  'MozBoxFlex',
  '--custom',
  '--n',
  'aspectRatio',
  'top',
)
const value = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom(' 1px ', `a"b'<c>&`, '', 'calc(1px + 2%)'),
  fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
  fc.constantFrom(0, -0, 1, 1.5, true, false, null, undefined),
)

describe('styleToHtml', () => {
  it('writes style objects as react-dom/server does', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    fc.assert(
      fc.property(fc.dictionary(name, value, { maxKeys: 6 }), (style) => {
        const css = styleToHtml(style)
        const expected = renderToString(<div style={style} />)
        expect(css === '' ? '<div></div>' : `<div style="${css}"></div>`).toBe(expected)
      }),
    )
    error.mockRestore()
  })

  it('writes numbers with px except 0, unitless properties and custom properties', () => {
    expect(styleToHtml({ marginLeft: 5, top: 0, flexGrow: 1, '--gap': 4, maxWidth: 1200 })).toBe(
      'margin-left:5px;top:0;flex-grow:1;--gap:4;max-width:1200px',
    )
  })

  it('refuses values React would write as [object Object]', () => {
    expect(() => styleToHtml({ color: {} })).toThrow(NotStaticError)
  })
})
