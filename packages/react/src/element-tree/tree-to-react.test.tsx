import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { LinkComponent } from '../types.ts'
import { CHILDREN } from './element-tree.ts'
import type { TreeNode } from './element-tree.ts'
import { treeToReact } from './tree-to-react.ts'
import type { ReactTreeEnv } from './tree-to-react.ts'

const env = (overrides: Partial<ReactTreeEnv> = {}): ReactTreeEnv => ({
  children: <b>kid</b>,
  renderBlocks: (slot) => <div data-path={slot.path} />,
  linkComponent: undefined,
  canDefer: false,
  warnOnce: () => {},
  ...overrides,
})
const render = (tree: TreeNode, overrides: Partial<ReactTreeEnv> = {}) =>
  renderToString(<>{treeToReact(tree, env(overrides))}</>)

describe('treeToReact', () => {
  it('renders links with the site link component when it has one', () => {
    const Link: LinkComponent = ({ href, children }) => (
      <a data-router="1" href={href}>
        {children as string}
      </a>
    )
    const tree: TreeNode = { tag: 'a', link: true, attributes: { href: '/a' }, children: ['Go'] }
    expect(render(tree, { linkComponent: Link })).toBe('<a data-router="1" href="/a">Go</a>')
    expect(render(tree)).toBe('<a href="/a">Go</a>')
  })

  it('logs a warning once and renders nothing for it', () => {
    const warnOnce = vi.fn()
    expect(render({ warn: 'key', message: 'refused' }, { warnOnce })).toBe('')
    expect(warnOnce).toHaveBeenCalledWith('key', 'refused')
  })

  it('defers children only when it may (a client render outside the editor)', () => {
    const tree: TreeNode = {
      tag: 'section',
      attributes: { className: 's' },
      children: [CHILDREN],
      deferChildren: true,
    }
    expect(render(tree)).toBe('<section class="s"><b>kid</b></section>')
    expect(render(tree, { canDefer: true })).toBe('<section class="s"></section>')
  })

  it('makes the preload of an element while rendering', () => {
    const tree: TreeNode = {
      tag: 'picture',
      children: [
        {
          tag: 'img',
          attributes: { src: '/hero.png' },
          preload: { href: '/hero.png', options: { as: 'image', fetchPriority: 'high' } },
        },
      ],
    }
    // Made while rendering: inside a component.
    const Tree = () => treeToReact(tree, env())
    const html = renderToString(
      <html>
        <head />
        <body>
          <Tree />
        </body>
      </html>,
    )
    expect(html).toMatch(/<link rel="preload"[^>]*href="\/hero.png"/)
  })
})
