import { CHILDREN } from '../../element-tree/element-tree.ts'
import type { TreeNode } from '../../element-tree/element-tree.ts'
import { treeComponent } from '../block-tree.tsx'
import type { BlockTreeArgs } from '../block-tree.tsx'

/** Options of the Core:Section block. */
export interface SectionOptions {
  /** Max width in px. Default: 1200. */
  maxWidth?: number
  /**
   * Defer the children until the section is near the viewport. Applies only to client-side
   * renders: server HTML (and its hydration) always has the children, for SEO. Default: false.
   */
  lazyLoad?: boolean
}

const CHILD_LIST = [CHILDREN]

/**
 * The attributes of a section `width` px wide at most: the rest of its layout (full width,
 * centred, a flex column) is the `.builder-section` rule of the content's base CSS.
 */
function sectionAttributes(width: number) {
  return { className: 'builder-section', style: { maxWidth: width } }
}

/** The attributes of a section of the default width, written once. */
const DEFAULT_ATTRIBUTES = Object.freeze(sectionAttributes(1200))

/**
 * `<section>`: full width up to `maxWidth`, centred, a flex column of the children (deferred
 * until in view with `lazyLoad`, in a client render outside the editor).
 */
export function sectionTree({ options }: BlockTreeArgs): TreeNode {
  const { maxWidth, lazyLoad } = options
  const width = typeof maxWidth === 'number' && Number.isFinite(maxWidth) ? maxWidth : 1200
  const attributes = width === 1200 ? DEFAULT_ATTRIBUTES : sectionAttributes(width)
  return { tag: 'section', attributes, children: CHILD_LIST, deferChildren: lazyLoad === true }
}

/** The Core:Section block's component (see {@link sectionTree}). */
export const Section = /* @__PURE__ */ treeComponent<SectionOptions>('Core:Section', sectionTree)
