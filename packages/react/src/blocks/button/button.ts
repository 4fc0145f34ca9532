import { omitProps } from '../../static-html/omit-props.ts'
import type { TreeNode } from '../../element-tree/element-tree.ts'
import { treeComponent } from '../block-tree.tsx'
import type { BlockTreeArgs } from '../block-tree.tsx'

/** Options of the Core:Button block. */
export interface ButtonOptions {
  text?: string
  /** URL; the button becomes a link. */
  link?: string
  /** Opens the link in a new tab (`target="_blank" rel="noopener"`). Default: false. */
  openLinkInNewTab?: boolean
}

/**
 * A link `a[href][role=link]` (the site's link component when given) when `link` is set, else
 * `button.builder-button[role=button]`; the block's attributes land on that element (noWrap).
 */
export function buttonTree({ options, attributes }: BlockTreeArgs): TreeNode {
  const { text, link, openLinkInNewTab } = options
  const className = attributes.className ?? ''
  const rest = omitProps(attributes, 'className', 'href')
  const label = typeof text === 'string' || typeof text === 'number' ? text : ''
  if (typeof link === 'string' && link !== '') {
    // As `{ ...rest, className, href, role }`: keys already in `rest` keep their place.
    rest.className = className
    rest.href = link
    rest.role = 'link'
    if (openLinkInNewTab === true) {
      rest.target = '_blank'
      rest.rel = 'noopener'
    }
    return { tag: 'a', link: true, attributes: rest, children: [label] }
  }
  rest.className = `${className} builder-button`.trim()
  rest.role = 'button'
  return { tag: 'button', attributes: rest, children: [label] }
}

/** The Core:Button block's component (see {@link buttonTree}). */
export const Button = /* @__PURE__ */ treeComponent<ButtonOptions>('Core:Button', buttonTree)
