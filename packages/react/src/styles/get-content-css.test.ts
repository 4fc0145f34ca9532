import { describe, expect, it } from 'vitest'
import { CONTENT_BASE_CSS } from './content-base-css.ts'
import { getContentCss } from './get-content-css.ts'
import { getCustomFontsCss } from './get-custom-fonts-css.ts'
import { scopeCssCode } from './scope-css-code.ts'

describe('scopeCssCode', () => {
  it('replaces every & with the content selector', () => {
    expect(scopeCssCode('& .a { color: red }\n&:hover { color: blue }', 'c1')).toBe(
      'div[builder-content-id="c1"] .a { color: red }\ndiv[builder-content-id="c1"]:hover { color: blue }',
    )
  })

  it('cannot close the style element', () => {
    expect(scopeCssCode('.a{}</style><script>x</script>', 'c1')).toBe(
      '.a{}<\\/style><script>x<\\/script>',
    )
  })

  it('is empty for blank or non-string code', () => {
    expect(scopeCssCode('  ', 'c1')).toBe('')
    expect(scopeCssCode(42, 'c1')).toBe('')
  })
})

describe('getCustomFontsCss', () => {
  it('writes the regular file with local() first, then numeric weights', () => {
    expect(
      getCustomFontsCss([
        {
          family: 'Inter',
          files: {
            regular: 'https://f.test/r.woff2',
            '400': 'https://f.test/400.woff2',
            '700': 'https://f.test/7.woff2',
            italic: 'https://f.test/i.woff2',
          },
        },
      ]),
    ).toBe(
      '@font-face{font-family:"Inter";src:local("Inter"),url("https://f.test/r.woff2") format("woff2");font-display:fallback;font-weight:400}' +
        '@font-face{font-family:"Inter";src:url("https://f.test/7.woff2") format("woff2");font-display:fallback;font-weight:700}',
    )
  })

  it('prefers fileUrl and skips unsafe names and URLs', () => {
    const css = getCustomFontsCss([
      {
        family: 'A',
        fileUrl: 'https://f.test/a.woff2',
        files: { regular: 'https://f.test/x.woff2' },
      },
      { family: 'B"}', fileUrl: 'https://f.test/b.woff2' },
      { family: 'C', fileUrl: 'https://f.test/c.woff2")}</style>' },
    ])
    expect(css).toContain('url("https://f.test/a.woff2")')
    expect(css).not.toContain('x.woff2')
    expect(css).not.toContain('B"')
    expect(css).not.toContain('c.woff2')
  })
})

describe('getContentCss', () => {
  it('joins the base CSS, the fonts and the scoped code', () => {
    const css = getContentCss({
      id: 'c1',
      data: { cssCode: '& h1 { margin: 0 }', customFonts: [{ family: 'F', fileUrl: '/f.woff2' }] },
    })
    expect(css.startsWith(`${CONTENT_BASE_CSS}\n@font-face{`)).toBe(true)
    expect(css.endsWith('\ndiv[builder-content-id="c1"] h1 { margin: 0 }')).toBe(true)
  })

  it("leaves the base CSS to the outer content when nested (a Symbol's)", () => {
    const entry = { id: 's1', data: { cssCode: '& p { color: red }' } }
    expect(getContentCss(entry, true)).toBe('div[builder-content-id="s1"] p { color: red }')
    expect(getContentCss({ id: 's2', data: {} }, true)).toBe('')
    expect(getContentCss(entry).startsWith(CONTENT_BASE_CSS)).toBe(true)
  })
})
