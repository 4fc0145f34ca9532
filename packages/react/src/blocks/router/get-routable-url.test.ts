// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { closestAnchor, getRoutableUrl, isPlainLeftClick, pageKey } from './get-routable-url.ts'

const page = new URL('http://site.test/shop/a?x=1')
function anchor(attributes: Record<string, string>): HTMLAnchorElement {
  const a = document.createElement('a')
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value)
  return a
}
const routed = (attributes: Record<string, string>) =>
  getRoutableUrl(anchor(attributes), page)?.href

describe('getRoutableUrl', () => {
  it('routes same-origin links, relative or absolute', () => {
    expect(routed({ href: '/about' })).toBe('http://site.test/about')
    expect(routed({ href: 'b?y=2' })).toBe('http://site.test/shop/b?y=2')
    expect(routed({ href: 'http://site.test/c' })).toBe('http://site.test/c')
    expect(routed({ href: '/about', target: '_client' })).toBe('http://site.test/about')
    expect(routed({ href: '/shop/a?x=2#top' })).toBe('http://site.test/shop/a?x=2#top')
  })

  it('leaves other links to the browser', () => {
    expect(routed({ href: 'https://other.test/about' })).toBeUndefined()
    expect(routed({ href: 'mailto:a@b.c' })).toBeUndefined()
    expect(routed({ href: '/about', target: '_blank' })).toBeUndefined()
    expect(routed({ href: '/about', target: '_self' })).toBeUndefined()
    expect(routed({ href: '/file.pdf', download: '' })).toBeUndefined()
    expect(routed({ href: '#top' })).toBeUndefined()
    expect(routed({ href: '/shop/a?x=1#top' })).toBeUndefined()
    expect(routed({ href: '' })).toBeUndefined()
    expect(routed({})).toBeUndefined()
    expect(routed({ href: 'http://[bad' })).toBeUndefined()
  })
})

describe('isPlainLeftClick', () => {
  const click = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  }
  it('accepts only unmodified, unhandled left clicks', () => {
    expect(isPlainLeftClick(click)).toBe(true)
    expect(isPlainLeftClick({ ...click, button: 1 })).toBe(false)
    expect(isPlainLeftClick({ ...click, metaKey: true })).toBe(false)
    expect(isPlainLeftClick({ ...click, ctrlKey: true })).toBe(false)
    expect(isPlainLeftClick({ ...click, shiftKey: true })).toBe(false)
    expect(isPlainLeftClick({ ...click, altKey: true })).toBe(false)
    expect(isPlainLeftClick({ ...click, defaultPrevented: true })).toBe(false)
  })
})

describe('closestAnchor and pageKey', () => {
  it('finds the link around a target and keys pages by path and query', () => {
    const a = anchor({ href: '/x' })
    const span = document.createElement('span')
    a.appendChild(span)
    expect(closestAnchor(span)).toBe(a)
    expect(closestAnchor(document.createElement('b'))).toBeNull()
    expect(closestAnchor(null)).toBeNull()
    expect(pageKey(new URL('http://s.test/a?b=1#c'))).toBe('/a?b=1')
  })
})
