import { describe, expect, it } from 'vitest'
import { isExecutableScriptType, stripScripts } from './strip-scripts.ts'

describe('stripScripts', () => {
  it('removes inline and src scripts and keeps the rest', () => {
    expect(
      stripScripts('<p>a</p><script>alert(1)</script><b>b</b><script src="/x.js" async></script>'),
    ).toBe('<p>a</p><b>b</b>')
  })

  it('matches tags case-insensitively, with attributes and spaced or odd end tags', () => {
    expect(stripScripts('x<SCRIPT type="text/javascript">a()</SCRIPT >y')).toBe('xy')
    expect(stripScripts('x<script\nsrc=/a.js\n>a()</script\n foo>y')).toBe('xy')
    expect(stripScripts('x<script/>a()</script>y')).toBe('xy')
    expect(stripScripts('x<script type=module>import "a"</script>y')).toBe('xy')
  })

  it('ends a script at its first end tag, even inside a string', () => {
    expect(stripScripts('<script>var s = "</script>";</script>')).toBe('";</script>')
  })

  it('reads quoted attribute values holding > and quotes', () => {
    expect(stripScripts(`<script data-x="a>b" data-y='c"d'>go()</script>z`)).toBe('z')
    expect(stripScripts('<div title="<script>x()</script>">t</div>')).toBe(
      '<div title="<script>x()</script>">t</div>',
    )
  })

  it('removes an unclosed script to the end, as a browser would treat it', () => {
    expect(stripScripts('<p>a</p><script>a()')).toBe('<p>a</p>')
    expect(stripScripts('<p>a</p><script src="x.js"')).toBe('<p>a</p>')
  })

  it('keeps data scripts (JSON-LD, templates, import maps)', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Thing"}</script><script type=\'text/template\'><b></b></script><script type="importmap">{}</script>'
    expect(stripScripts(html)).toBe(html)
    expect(stripScripts(`<script data-t='type="text/template"'>run()</script>`)).toBe('')
  })

  it('leaves look-alikes, comments and raw-text elements alone', () => {
    const html =
      '<noscript><script>a()</script></noscript><scripts>b</scripts><script-x>c</script-x><!-- <script>d()</script> --><style>/* <script> */</style><textarea><script>e()</script></textarea>'
    expect(stripScripts(html)).toBe(html)
    expect(stripScripts('a<!-- <script> -->b<script>c()</script>')).toBe('a<!-- <script> -->b')
    expect(stripScripts('a < b <3 </p> <!-- open')).toBe('a < b <3 </p> <!-- open')
  })

  it('keeps text and markup byte for byte', () => {
    const html = '<p class="x">Ünïcödé &amp; İ <br/> text</p>'
    expect(stripScripts(html)).toBe(html)
    expect(stripScripts('İİ<script>x()</script><i>ok</i>')).toBe('İİ<i>ok</i>')
  })

  // A backtracking scanner would not finish 300 KB of such input within the test's timeout; the
  // speed itself is not asserted (timings belong in bench/, this machine is shared).
  it('scans long malformed input to the end', () => {
    const html = '<script ' + 'a="x" b=\'y\' = '.repeat(20_000)
    expect(stripScripts(html)).toBe('')
  })
})

describe('isExecutableScriptType', () => {
  it('accepts JavaScript types, module and none, case-insensitively', () => {
    for (const type of [
      null,
      undefined,
      '',
      ' ',
      'text/javascript',
      'MODULE',
      'application/x-javascript',
    ]) {
      expect(isExecutableScriptType(type)).toBe(true)
    }
    for (const type of [
      'application/ld+json',
      'text/template',
      'importmap',
      'text/javascript; charset=utf-8',
    ]) {
      expect(isExecutableScriptType(type)).toBe(false)
    }
  })
})
