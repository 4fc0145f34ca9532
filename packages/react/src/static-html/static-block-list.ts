import type { Block } from '@tessera/core'
import { readServerPieces } from '#server-pieces'
import type { BlockAttributes, BuilderContextValue } from '../types.ts'
import {
  blockParts,
  blockPartsWithHtml,
  createListScope,
  listStyleHtml,
  partsHtml,
} from './block-html.ts'
import type { StaticBlockParts } from './block-html.ts'
import { isPlainTag } from './element-html.ts'
import type { HtmlScope } from './html-scope.ts'
import { usedPreloads } from './html-preload.ts'
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

/** `plan` with the preloads of its HTML, when it has any. */
function withPreloads(plan: StaticListPlan, scope: HtmlScope, html: string[]): StaticListPlan {
  if (scope.preloads.length === 0) return plan
  const preloads = usedPreloads(scope.preloads, html)
  return preloads.length === 0 ? plan : { ...plan, preloads }
}

/** The parts of a block; undefined when it is not static (or building them failed). */
function tryBlockParts(block: Block, scope: HtmlScope): StaticBlockParts | null | undefined {
  try {
    return blockParts(block, scope)
  } catch {
    return undefined
  }
}

/** The HTML of a static block; undefined when its wrapper cannot be written as React would. */
function tryPartsHtml(parts: StaticBlockParts, scope: HtmlScope): string | undefined {
  try {
    return partsHtml(parts, scope)
  } catch {
    return undefined
  }
}

/** Whether the wrapper tag is one `partsHtml` writes: a plain tag, not a link component's `a`. */
function hasPlainWrapper(tag: string, scope: HtmlScope): boolean {
  return isPlainTag(tag) && tag !== 'style' && !(tag === 'a' && scope.context.linkComponent)
}

/**
 * The piece of a static block in a mixed list, or undefined when it must render through
 * `<Block>`: no plain wrapper whose content React would take as HTML (`noWrap` components, void
 * and special tags, a link component's `a`).
 */
function toPiece(parts: StaticBlockParts, scope: HtmlScope): StaticBlockPiece | undefined {
  const { tag } = parts
  // A block with a style of its own (bindings) renders through `<Block>`, which writes both.
  if (tag === undefined || parts.css !== '' || !hasPlainWrapper(tag, scope)) return undefined
  return { tag, attributes: parts.attributes, html: parts.html }
}

/** Whether every block is static with a wrapper `partsHtml` can write (checked before writing). */
function isAllStatic(parts: ReadonlyArray<StaticBlockParts | null | undefined>, scope: HtmlScope) {
  return parts.every(
    (part) =>
      part !== undefined &&
      (part === null || part.tag === undefined || hasPlainWrapper(part.tag, scope)),
  )
}

/** The HTML of the whole list when every block is static, else undefined. */
function joinedHtml(
  parts: ReadonlyArray<StaticBlockParts | null | undefined>,
  scope: HtmlScope,
): string | undefined {
  if (!isAllStatic(parts, scope)) return undefined
  let html = ''
  for (const part of parts) {
    if (!part) continue
    const blockHtml = tryPartsHtml(part, scope)
    if (blockHtml === undefined) return undefined
    html += blockHtml
  }
  return html
}

/**
 * The pieces of a mixed list the server wrote, from the inner HTML of their wrappers
 * (`serverPieces`, by block index): each block's wrapper is built again, its content is not.
 * The other blocks render through `<Block>`, as on the server.
 */
function takenOverPieces(
  blocks: readonly Block[],
  scope: HtmlScope,
  serverPieces: ReadonlyMap<number, string>,
): StaticListPlan {
  const pieces = blocks.map((block, index) => {
    const html = serverPieces.get(index)
    if (html === undefined) return undefined
    try {
      const parts = blockPartsWithHtml(block, scope, html)
      return parts ? toPiece(parts, scope) : undefined
    } catch {
      return undefined
    }
  })
  return { pieces }
}

/**
 * How a block list can render from static HTML (see {@link StaticListPlan}), or undefined when
 * no block of it is static: then it renders as before. Each block is built once. Never in the
 * editor, never for an empty list, and never throws: any failure while building a string means
 * "render that block through React". With `takeOverId` (the list's `useId()`, while it is the
 * list of its first render) in a browser build, the static blocks the server wrote for it
 * (`#server-pieces`) keep their HTML: only their wrappers are built.
 */
export function planStaticBlockList(
  blocks: readonly Block[],
  context: BuilderContextValue | null,
  takeOverId?: string,
): StaticListPlan | undefined {
  if (!context || context.isEditing || blocks.length === 0 || !isStaticHtmlEnabled()) {
    return undefined
  }
  const scope = createListScope(context)
  const serverPieces = takeOverId === undefined ? undefined : readServerPieces(takeOverId)
  if (serverPieces) return takenOverPieces(blocks, scope, serverPieces)
  const parts = blocks.map((block) => tryBlockParts(block, scope))
  const html = joinedHtml(parts, scope)
  if (html !== undefined)
    return withPreloads({ html: listStyleHtml(blocks, scope) + html }, scope, [html])
  const pieces = parts.map((part) => (part ? toPiece(part, scope) : part))
  if (!pieces.some((piece) => piece)) return undefined
  const piecesHtml = pieces.map((piece) => piece?.html ?? '')
  return withPreloads({ pieces }, scope, piecesHtml)
}
