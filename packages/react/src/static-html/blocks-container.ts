import type { CSSProperties } from 'react'
import type { BlocksProps } from '../pipeline/blocks-props.ts'
import { normalizeDataPath } from '../pipeline/normalize-data-path.ts'

const CONTAINER_STYLE: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
}

/** The props of a block list's `div.builder-blocks`, in the order React writes them. */
export type BlocksContainerProps = {
  className: string
  'builder-path': string | undefined
  'builder-parent-id': string | undefined
  style: CSSProperties
}

/**
 * `{ ...CONTAINER_STYLE, ...styleProp }`: the same keys in the same order, by `Object.assign`
 * (several times faster than that spread here) unless `styleProp` has an own `__proto__` key,
 * which `Object.assign` would set as the prototype.
 */
function mergeStyle(styleProp: CSSProperties): CSSProperties {
  return Object.hasOwn(styleProp, '__proto__')
    ? { ...CONTAINER_STYLE, ...styleProp }
    : Object.assign({}, CONTAINER_STYLE, styleProp)
}

/**
 * The props of the `div.builder-blocks` of {@link BlocksProps} (`no-blocks` added when the list
 * is empty): shared by `<Blocks>` and the static HTML of nested lists, so they cannot drift.
 */
export function getBlocksContainerProps(props: BlocksProps): BlocksContainerProps {
  const { blocks, path, parent, className, styleProp } = props
  const isEmpty = !Array.isArray(blocks) || blocks.length === 0
  let classes = isEmpty ? 'builder-blocks no-blocks' : 'builder-blocks'
  if (className) classes += ` ${className}`
  return {
    className: classes,
    'builder-path': normalizeDataPath(path),
    'builder-parent-id': parent,
    style: styleProp ? mergeStyle(styleProp) : CONTAINER_STYLE,
  }
}
