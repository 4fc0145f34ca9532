import { describe, expect, it, vi } from 'vitest'
import { NotStaticError } from '../static-html/not-static.ts'
import { CHILDREN } from './element-tree.ts'
import type { TreeNode } from './element-tree.ts'
import { treeToHtml } from './tree-to-html.ts'
import type { HtmlTreeEnv } from './tree-to-html.ts'

const env = (overrides: Partial<HtmlTreeEnv> = {}): HtmlTreeEnv => ({
  children: undefined,
  renderBlocks: (slot) => `<div data-path="${slot.path}"></div>`,
  hasLinkComponent: false,
  preload: () => {},
  ...overrides,
})

describe('treeToHtml', () => {
  it('writes elements, text, raw HTML and slots', () => {
    const tree: TreeNode = [
      { tag: 'div', attributes: { className: 'a"b', style: { marginTop: 4 } }, children: ['<x>'] },
      { tag: 'span', html: '<i>raw</i>' },
      CHILDREN,
      { slot: 'blocks', blocks: [], path: 'columns.0.blocks', parent: 'p' },
      null,
      false,
    ]
    expect(treeToHtml(tree, env({ children: '<b>kid</b>' }))).toBe(
      '<div class="a&quot;b" style="margin-top:4px">&lt;x&gt;</div><span><i>raw</i></span>' +
        '<b>kid</b><div data-path="columns.0.blocks"></div>',
    )
    expect(treeToHtml(CHILDREN, env())).toBe('')
  })

  it('writes constant (frozen) attributes once, the same every time', () => {
    const attributes = Object.freeze({ className: 'builder-text' })
    const tree: TreeNode = { tag: 'div', attributes, html: 'x' }
    expect(treeToHtml(tree, env())).toBe('<div class="builder-text">x</div>')
    expect(treeToHtml(tree, env())).toBe('<div class="builder-text">x</div>')
  })

  it('asks for the preload of an element with the element HTML', () => {
    const preload = vi.fn()
    const img = {
      tag: 'img',
      attributes: { src: '/a.png', loading: 'eager' },
      preload: { href: '/a.png', options: { as: 'image' as const } },
    }
    expect(treeToHtml({ tag: 'picture', children: [img] }, env({ preload }))).toBe(
      '<picture><img src="/a.png" loading="eager"/></picture>',
    )
    expect(preload).toHaveBeenCalledWith({
      href: '/a.png',
      options: { as: 'image' },
      html: '<img src="/a.png" loading="eager"/>',
    })
  })

  it('refuses what only React renders here', () => {
    const refused: Array<[TreeNode, Partial<HtmlTreeEnv>]> = [
      [{ tag: 'a', link: true, attributes: { href: '/a' } }, { hasLinkComponent: true }],
      [{ tag: 'section', deferChildren: true, children: [CHILDREN] }, {}],
      [{ warn: 'k', message: 'refused' }, {}],
      ['text outside an element', {}],
      [{ tag: 'p', children: ['a', null, 'b'] }, {}],
      [{ tag: 'img', attributes: { src: '/a.png' } }, {}],
      [{ tag: 'img', attributes: { src: '/a.png', loading: 'lazy' }, children: ['x'] }, {}],
      [{ tag: 'pre', children: ['x'] }, {}],
      [{ tag: 'style', children: ['x'] }, {}],
      [{ tag: 'div', attributes: { onClick: () => {} } }, {}],
    ]
    for (const [tree, overrides] of refused) {
      expect(() => treeToHtml(tree, env(overrides))).toThrow(NotStaticError)
    }
    // A link without the site's link component is a plain `a`.
    expect(treeToHtml({ tag: 'a', link: true, attributes: { href: '/a' } }, env())).toBe(
      '<a href="/a"></a>',
    )
  })
})
