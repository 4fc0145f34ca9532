import type { BlocksProps } from '../pipeline/blocks-props.ts'
import { frozenMemo } from './frozen-memo.ts'
import { normalizeDataPath } from '../pipeline/normalize-data-path.ts'
import { getBlocksContainerProps } from './blocks-container.ts'
import { startTagHtml } from './element-html.ts'
import { escapeHtmlText } from './escape-html-text.ts'
import { styleToHtml } from './style-to-html.ts'

/** The container's own style (`getBlocksContainerProps` without a style prop), written once. */
const CONTAINER_STYLE = styleToHtml(getBlocksContainerProps({}).style)
const CONTAINER_STYLE_KEYS: ReadonlySet<string> = new Set(
  Object.keys(getBlocksContainerProps({}).style),
)
const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/

/**
 * The `style` attribute value of `{ ...containerStyle, ...styleProp }` as the style of the
 * container alone, then the style prop's: undefined when that is not the merge's key order
 * (the prop overrides a container key, or has an array-index key, which objects put first).
 */
function writeMergedStyle(styleProp: object): string | undefined {
  if (Array.isArray(styleProp)) return undefined
  for (const key in styleProp) {
    if (CONTAINER_STYLE_KEYS.has(key) || ARRAY_INDEX.test(key)) return undefined
  }
  const own = styleToHtml(styleProp)
  return own === '' ? CONTAINER_STYLE : `${CONTAINER_STYLE};${own}`
}

/** {@link writeMergedStyle}, written once for frozen style props (such as a column's). */
const mergedStyleHtml = frozenMemo(writeMergedStyle)

/**
 * The start tag of the `div.builder-blocks` of {@link BlocksProps}: what
 * `startTagHtml('div', getBlocksContainerProps(props))` writes, without building the props
 * and the merged style object in the common case (string attributes, a plain style prop).
 * @throws NotStaticError as `startTagHtml`
 */
export function blocksContainerStartTag(props: BlocksProps): string {
  const { blocks, path, parent, className, styleProp } = props
  const style = styleProp ? mergedStyleHtml(styleProp) : CONTAINER_STYLE
  if (style === undefined || (parent !== undefined && typeof parent !== 'string')) {
    return startTagHtml('div', getBlocksContainerProps(props))
  }
  const isEmpty = !Array.isArray(blocks) || blocks.length === 0
  let html = isEmpty ? '<div class="builder-blocks no-blocks' : '<div class="builder-blocks'
  if (className) html += ` ${escapeHtmlText(`${className}`)}`
  html += '"'
  const dataPath = normalizeDataPath(path)
  if (dataPath !== undefined) html += ` builder-path="${escapeHtmlText(dataPath)}"`
  if (parent !== undefined) html += ` builder-parent-id="${escapeHtmlText(parent)}"`
  return `${html} style="${style}">`
}
