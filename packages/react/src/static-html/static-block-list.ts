import type { Block } from '@tessera/core'
import type { BuilderContextValue } from '../types.ts'
import { blockParts, createListScope, listStyleHtml, partsHtml } from './block-html.ts'
import type { StaticBlockParts } from './block-html.ts'
import type { HtmlScope } from './html-scope.ts'
import { usedPreloads } from './html-preload.ts'
import { hasPlainWrapper, isPlannable, toPiece } from './static-list-plan.ts'
import type { StaticListPlan } from './static-list-plan.ts'
import { planTakenOverList } from './taken-over-plan.ts'

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

/** Whether every block is static with a wrapper `partsHtml` can write (checked before writing). */
function isAllStatic(parts: ReadonlyArray<StaticBlockParts | null | undefined>, scope: HtmlScope) {
  return parts.every(
    (part) =>
      part !== undefined &&
      (part === null || part.tag === undefined || hasPlainWrapper(part.tag, scope.context)),
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
 * How a block list can render from static HTML (see {@link StaticListPlan}), or undefined when
 * no block of it is static: then it renders as before. Each block is built once. Never in the
 * editor, never for an empty list, and never throws: any failure while building a string means
 * "render that block through React". With `takeOverId` (the list's `useId()`, while it is the
 * list of its first render), the static blocks the server wrote for it (`#server-pieces`) keep
 * their HTML: only their wrappers are built (`planTakenOverList`). Servers and non-browser
 * builds plan lists with this (`#list-plan`); browser builds only take pieces over.
 */
export function planStaticBlockList(
  blocks: readonly Block[],
  context: BuilderContextValue | null,
  takeOverId?: string,
): StaticListPlan | undefined {
  if (!isPlannable(blocks, context)) return undefined
  const takenOver = planTakenOverList(blocks, context, takeOverId)
  if (takenOver) return takenOver
  const scope = createListScope(context)
  const parts = blocks.map((block) => tryBlockParts(block, scope))
  const html = joinedHtml(parts, scope)
  if (html !== undefined)
    return withPreloads({ html: listStyleHtml(blocks, scope) + html }, scope, [html])
  const pieces = parts.map((part) => (part ? toPiece(part, part.html, context) : part))
  if (!pieces.some((piece) => piece)) return undefined
  const piecesHtml = pieces.map((piece) => piece?.html ?? '')
  return withPreloads({ pieces }, scope, piecesHtml)
}
