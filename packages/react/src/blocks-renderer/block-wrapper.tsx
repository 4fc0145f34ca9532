import { createElement } from 'react'
import type { ReactElement, ReactNode } from 'react'
import type { BlockAttributes, LinkComponent } from '../types.ts'
import { VOID_TAGS } from '../pipeline/block-tag.ts'

/**
 * The wrapper element of a block: `tag` with the attributes, the site's link component for
 * `a` when given, no children for void tags. A plain function rather than a component: one
 * component less per block.
 */
export function wrapperElement(
  tag: string,
  attributes: BlockAttributes,
  linkComponent: LinkComponent | undefined,
  children: ReactNode,
): ReactElement {
  if (tag === 'a' && linkComponent) return createElement(linkComponent, attributes, children)
  if (VOID_TAGS.has(tag)) return createElement(tag, attributes)
  return createElement(tag, attributes, children)
}
