import { elementHtml } from '../../static-html/element-html.ts'
import { escapeHtmlText } from '../../static-html/escape-html-text.ts'
import { omitProps } from '../../static-html/omit-props.ts'
import type { BlockHtmlArgs } from '../../static-html/block-html-args.ts'

/**
 * The static HTML of the Core:Button block (noWrap): what `Button` renders, the block's
 * attributes on the `a` or `button` itself. Undefined for a link when the site has a link
 * component.
 */
export function buttonHtml({ options, attributes, context }: BlockHtmlArgs): string | undefined {
  const { text, link, openLinkInNewTab } = options
  const className = attributes.className ?? ''
  const rest = omitProps(attributes, 'className', 'href')
  const label = typeof text === 'string' || typeof text === 'number' ? escapeHtmlText(text) : ''
  if (typeof link === 'string' && link !== '') {
    if (context.linkComponent) return undefined
    // As `{ ...rest, className, href, role }`: keys already in `rest` keep their place.
    rest.className = className
    rest.href = link
    rest.role = 'link'
    if (openLinkInNewTab === true) {
      rest.target = '_blank'
      rest.rel = 'noopener'
    }
    return elementHtml('a', rest, label)
  }
  rest.className = `${className} builder-button`.trim()
  rest.role = 'button'
  return elementHtml('button', rest, label)
}
