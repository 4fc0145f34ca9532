import { createElement } from 'react'
import type { BlockProps } from '../../types.ts'

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
export function Button({
  text,
  link,
  openLinkInNewTab,
  attributes,
  builderContext,
}: BlockProps<ButtonOptions>) {
  const { className = '', href: _href, ...rest } = attributes ?? { className: '' }
  const label = typeof text === 'string' || typeof text === 'number' ? text : ''
  if (typeof link === 'string' && link !== '') {
    const props: Record<string, unknown> = { ...rest, className, href: link, role: 'link' }
    if (openLinkInNewTab === true) {
      props.target = '_blank'
      props.rel = 'noopener'
    }
    const linkComponent = builderContext?.linkComponent
    return linkComponent
      ? createElement(linkComponent, props, label)
      : createElement('a', props, label)
  }
  return (
    <button {...rest} className={`${className} builder-button`.trim()} role="button">
      {label}
    </button>
  )
}
