import type { CSSProperties } from 'react'
import type { BlocksProps } from '../blocks-renderer/blocks.tsx'
import { normalizeDataPath } from '../blocks-renderer/normalize-data-path.ts'
import { attributesToHtml } from './attributes-to-html.ts'
import { styleToHtml } from './style-to-html.ts'

const CONTAINER_STYLE: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
}
/** ` style="…"` of {@link CONTAINER_STYLE}, written once. */
const CONTAINER_STYLE_ATTRIBUTE = ` style="${styleToHtml(CONTAINER_STYLE)}"`

/** The props of a block list's `div.builder-blocks`, in the order React writes them. */
export type BlocksContainerProps = {
  className: string
  'builder-path': string | undefined
  'builder-parent-id': string | undefined
  style: CSSProperties
}

function containerClassName({ blocks, className }: BlocksProps): string {
  const isEmpty = !Array.isArray(blocks) || blocks.length === 0
  const classes = isEmpty ? 'builder-blocks no-blocks' : 'builder-blocks'
  return className ? `${classes} ${className}` : classes
}

function containerStyle(styleProp: CSSProperties | undefined): CSSProperties {
  return styleProp ? { ...CONTAINER_STYLE, ...styleProp } : CONTAINER_STYLE
}

/**
 * The props of the `div.builder-blocks` of {@link BlocksProps} (`no-blocks` added when the list
 * is empty): shared by `<Blocks>` and the static HTML of nested lists, so they cannot drift.
 */
export function getBlocksContainerProps(props: BlocksProps): BlocksContainerProps {
  return {
    className: containerClassName(props),
    'builder-path': normalizeDataPath(props.path),
    'builder-parent-id': props.parent,
    style: containerStyle(props.styleProp),
  }
}

/** Whether `styleProp` is a plain style object setting none of the container's own styles. */
function isSeparateStyle(styleProp: object): boolean {
  return (
    Object.getPrototypeOf(styleProp) === Object.prototype &&
    !Object.hasOwn(styleProp, 'display') &&
    !Object.hasOwn(styleProp, 'flexDirection') &&
    !Object.hasOwn(styleProp, 'alignItems')
  )
}

/** The ` style="…"` attribute of the container (`styleProp` over the container's styles). */
function containerStyleAttribute(styleProp: CSSProperties | undefined): string {
  if (!styleProp) return CONTAINER_STYLE_ATTRIBUTE
  if (typeof styleProp === 'object' && isSeparateStyle(styleProp)) {
    // Its declarations follow the container's, as in the merged object.
    const extra = styleToHtml(styleProp)
    return extra === ''
      ? CONTAINER_STYLE_ATTRIBUTE
      : `${CONTAINER_STYLE_ATTRIBUTE.slice(0, -1)};${extra}"`
  }
  const style = styleToHtml(containerStyle(styleProp))
  return style === '' ? '' : ` style="${style}"`
}

/**
 * `<div {...getBlocksContainerProps(props)}>innerHtml</div>` as react-dom/server writes it,
 * without building the props: the static HTML of a nested `<Blocks>`.
 * @throws NotStaticError when `parent` is a value React would not write as a plain attribute
 */
export function blocksContainerHtml(props: BlocksProps, innerHtml: string): string {
  const attributes = attributesToHtml({
    className: containerClassName(props),
    'builder-path': normalizeDataPath(props.path),
    'builder-parent-id': props.parent,
  })
  return `<div${attributes}${containerStyleAttribute(props.styleProp)}>${innerHtml}</div>`
}
