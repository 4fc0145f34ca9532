import { createElement } from 'react'
import type { ReactNode } from 'react'
import type { BlockAttributes, LinkComponent } from '../types.ts'
import { VOID_TAGS } from './get-block-attributes.ts'

/** Props of {@link BlockWrapper}. */
export interface BlockWrapperProps {
  tag: string
  attributes: BlockAttributes
  /** Used instead of `a` for links when given. */
  linkComponent?: LinkComponent
  children?: ReactNode
}

/** The wrapper element of a block (`tag`, the site's link component for `a`). */
export function BlockWrapper({ tag, attributes, linkComponent, children }: BlockWrapperProps) {
  if (tag === 'a' && linkComponent) return createElement(linkComponent, attributes, children)
  if (VOID_TAGS.has(tag)) return createElement(tag, attributes)
  return createElement(tag, attributes, children)
}
