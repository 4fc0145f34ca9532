import type { BlocksProps } from '../pipeline/blocks-props.ts'
import { normalizeDataPath } from '../pipeline/normalize-data-path.ts'
import { getBlocksContainerProps } from './blocks-container.ts'
import { startTagHtml } from './element-html.ts'
import { escapeHtmlText } from './escape-html-text.ts'
import { styleToHtml } from './style-to-html.ts'

/**
 * The start tag of the `div.builder-blocks` of {@link BlocksProps}: what
 * `startTagHtml('div', getBlocksContainerProps(props))` writes, without building the props in
 * the common case (string attributes, a plain style prop).
 * @throws NotStaticError as `startTagHtml`
 */
export function blocksContainerStartTag(props: BlocksProps): string {
  const { blocks, path, parent, className, styleProp } = props
  if (
    (styleProp && (typeof styleProp !== 'object' || Array.isArray(styleProp))) ||
    (parent !== undefined && typeof parent !== 'string')
  ) {
    return startTagHtml('div', getBlocksContainerProps(props))
  }
  const isEmpty = !Array.isArray(blocks) || blocks.length === 0
  let html = isEmpty ? '<div class="builder-blocks no-blocks' : '<div class="builder-blocks'
  if (className) html += ` ${escapeHtmlText(`${className}`)}`
  html += '"'
  const dataPath = normalizeDataPath(path)
  if (dataPath !== undefined) html += ` builder-path="${escapeHtmlText(dataPath)}"`
  if (parent !== undefined) html += ` builder-parent-id="${escapeHtmlText(parent)}"`
  const style = styleProp ? styleToHtml(styleProp) : ''
  return style === '' ? `${html}>` : `${html} style="${style}">`
}
