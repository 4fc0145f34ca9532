import type { Block } from '@tessera/core'
import { readServerPieces } from '#server-pieces'
import type { BuilderContextValue } from '../types.ts'
import { blockHead } from './block-head.ts'
import { createHtmlScope } from './html-scope.ts'
import type { HtmlScope } from './html-scope.ts'
import { notStatic } from './not-static.ts'
import { isPlannable, toPiece } from './static-list-plan.ts'
import type { StaticListPlan } from './static-list-plan.ts'

/** A block's head never writes a nested list: only its component's HTML does. */
function noNestedList(): never {
  return notStatic('a nested list is not written when taking pieces over')
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
      const head = blockHead(block, scope)
      return head ? toPiece(head, html, scope.context) : undefined
    } catch {
      return undefined
    }
  })
  return { pieces }
}

/**
 * The plan of a mixed list while it hydrates in a browser build: with `takeOverId` (the list's
 * `useId()`, while it is the list of its first render), the static blocks the server wrote for
 * it (`#server-pieces`) keep their HTML and only their wrappers are built. Undefined when there
 * are none (or no id): the list renders through React. Writes no HTML, so browser builds carry
 * no static writer (see `#list-plan`). Never throws.
 */
export function planTakenOverList(
  blocks: readonly Block[],
  context: BuilderContextValue | null,
  takeOverId?: string,
): StaticListPlan | undefined {
  if (takeOverId === undefined || !isPlannable(blocks, context)) return undefined
  const serverPieces = readServerPieces(takeOverId)
  if (!serverPieces) return undefined
  return takenOverPieces(blocks, createHtmlScope(context, noNestedList), serverPieces)
}
