import type { Block } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { getBlockAttributes } from './get-block-attributes.ts'

const block = (extra: Partial<Block>): Block => ({
  '@type': '@builder.io/sdk:Element',
  id: 'builder-1',
  ...extra,
})

describe('getBlockAttributes', () => {
  it('orders classes as id, builder-block, block class, properties class', () => {
    const attributes = getBlockAttributes(block({ class: 'a', properties: { class: 'b' } }))
    expect(attributes.className).toBe('builder-1 builder-block a b')
    expect(attributes['builder-id']).toBe('builder-1')
  })

  it('maps properties to React names and drops event handlers and internals', () => {
    const attributes = getBlockAttributes(
      block({
        properties: {
          for: 'email',
          tabindex: '0',
          'data-x': '1',
          onclick: 'alert(1)',
          onMouseOver: 'x',
          dangerouslySetInnerHTML: 'x',
          'bad name': 'x',
          style: 'color: red; font-size: 2px',
        },
        style: { fontSize: '3px' },
      }),
    )
    expect(attributes).toEqual({
      className: 'builder-1 builder-block',
      'builder-id': 'builder-1',
      htmlFor: 'email',
      tabIndex: '0',
      'data-x': '1',
      style: { color: 'red', fontSize: '3px' },
    })
  })

  it('adds the gen-2 href and the handlers', () => {
    const onClick = () => {}
    expect(getBlockAttributes(block({ href: '/a' }), { onClick })).toEqual({
      className: 'builder-1 builder-block',
      'builder-id': 'builder-1',
      href: '/a',
      onClick,
    })
  })
})

describe('URL attributes from content (regression: upper-case names bypassed React)', () => {
  const el = (properties: Record<string, string>, extra: Record<string, unknown> = {}) =>
    ({ '@type': '@builder.io/sdk:Element', id: 'builder-x', properties, ...extra }) as Block

  it('drops javascript: and vbscript: URLs whatever the case or hidden characters', () => {
    const attributes = getBlockAttributes(
      el({
        HREF: 'javascript:alert(1)',
        'xlink:href': 'JaVaScRiPt:alert(1)',
        src: ' \u0001java\tscript:alert(1)',
        action: 'vbscript:msgbox(1)',
        FormAction: 'javascript:alert(1)',
        values: 'javascript:alert(1)',
        srcdoc: '<script>alert(1)</script>',
      }),
    )
    expect(Object.keys(attributes).sort()).toEqual(['builder-id', 'className'])
  })

  it('allows data: only for images in src and poster', () => {
    expect(getBlockAttributes(el({ href: 'data:text/html,<script>1</script>' })).href).toBe(
      undefined,
    )
    expect(getBlockAttributes(el({ src: 'data:image/png;base64,AAAA' })).src).toBe(
      'data:image/png;base64,AAAA',
    )
    expect(getBlockAttributes(el({ src: 'data:text/html,x' })).src).toBe(undefined)
  })

  it('keeps ordinary URLs under their canonical names', () => {
    const attributes = getBlockAttributes(el({ HREF: '/about', Src: 'https://x.test/a.png' }))
    expect(attributes.href).toBe('/about')
    expect(attributes.src).toBe('https://x.test/a.png')
  })

  it('drops an unsafe block.href', () => {
    expect(getBlockAttributes(el({}, { href: 'javascript:alert(1)' })).href).toBe(undefined)
    expect(getBlockAttributes(el({}, { href: 'https://x.test' })).href).toBe('https://x.test')
  })
})
