import { CHILDREN } from '../../element-tree/element-tree.ts'
import type { TreeElement, TreeNode } from '../../element-tree/element-tree.ts'
import { frozenCache } from '../../element-tree/frozen-cache.ts'
import { OVERLAY_STYLE, sizerStyle } from './media-geometry.ts'

const OVERLAY: TreeNode = Object.freeze({
  tag: 'div',
  attributes: Object.freeze({ style: OVERLAY_STYLE }),
  children: [CHILDREN],
})

const sizers = frozenCache((ratio: number): TreeElement => ({
  tag: 'div',
  attributes: Object.freeze({
    className: 'builder-image-sizer',
    style: Object.freeze(sizerStyle(ratio)),
  }),
}))

/**
 * What follows the media of an Image or Video block. With an aspect ratio the media is drawn
 * absolutely over the block (`FILL_STYLE`; an image, `.builder-image-fill`) and `div.builder-image-sizer` with
 * `padding-top: <ratio × 100>%` (the rest of its style in the content's base CSS) gives the block its height before anything loads (no layout
 * shift), unless the children set the size (`fitContent` with children). Children sit in the
 * flow when `fitContent`, else in a full-size flex column over the media.
 */
export function mediaSizerTree(
  aspectRatio: number | undefined,
  fitContent: boolean,
  hasChildren: boolean,
): TreeNode {
  const sizer: TreeNode =
    aspectRatio !== undefined && !(hasChildren && fitContent)
      ? sizers.get(String(aspectRatio), aspectRatio)
      : null
  if (!hasChildren) return sizer
  return [sizer, fitContent ? CHILDREN : OVERLAY]
}
