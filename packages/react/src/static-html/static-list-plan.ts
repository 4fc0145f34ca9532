import type { Block } from '@tessera/core'
import type { BlockAttributes, BuilderContextValue } from '../types.ts'
import type { BlockHead } from './block-head.ts'
import { isPlainTag } from './element-html.ts'
import type { Preload } from './html-preload.ts'
import { isStaticHtmlEnabled } from './static-html-switch.ts'

/** A static block of a mixed list: its wrapper element with its content as one HTML string. */
export interface StaticBlockPiece {
  tag: string
  attributes: BlockAttributes
  /** The HTML inside the wrapper. */
  html: string
}

/**
 * How a block list renders without one React element per block:
 * - `html`: every block is static, the list is one HTML string;
 * - `pieces`: some are, each block is a {@link StaticBlockPiece}, `null` (renders nothing) or
 *   `undefined` (renders through `<Block>`).
 */
export type StaticListPlan = (
  | { html: string; pieces?: undefined }
  | { html?: undefined; pieces: ReadonlyArray<StaticBlockPiece | null | undefined> }
) & {
  /** What the HTML asks to fetch early (`BlockHtmlArgs.preload`); made while rendering it. */
  preloads?: readonly Preload[]
}

/** Plans a list's static HTML (`#list-plan`); undefined when it renders through React. */
export type PlanStaticBlockList = (
  blocks: readonly Block[],
  context: BuilderContextValue | null,
  takeOverId?: string,
) => StaticListPlan | undefined

/** Whether a list may be planned at all: never in the editor, never an empty list. */
export function isPlannable(
  blocks: readonly Block[],
  context: BuilderContextValue | null,
): context is BuilderContextValue {
  return context !== null && !context.isEditing && blocks.length > 0 && isStaticHtmlEnabled()
}

/** Whether the wrapper tag is one the writer writes: a plain tag, not a link component's `a`. */
export function hasPlainWrapper(tag: string, context: BuilderContextValue): boolean {
  return isPlainTag(tag) && tag !== 'style' && !(tag === 'a' && context.linkComponent)
}

/**
 * The piece of a static block in a mixed list, its content being `html`; undefined when it must
 * render through `<Block>`: no plain wrapper whose content React would take as HTML (`noWrap`
 * components, void and special tags, a link component's `a`).
 */
export function toPiece(
  head: Pick<BlockHead, 'tag' | 'attributes' | 'css'>,
  html: string,
  context: BuilderContextValue,
): StaticBlockPiece | undefined {
  const { tag } = head
  // A block with a style of its own (bindings) renders through `<Block>`, which writes both.
  if (tag === undefined || head.css !== '' || !hasPlainWrapper(tag, context)) return undefined
  return { tag, attributes: head.attributes, html }
}
