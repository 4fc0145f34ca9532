import type { Block as BlockData } from '@tessera/core'
import { readServerHtml } from '#server-html'
import { createElement, useContext, useId, useMemo, useRef, useState } from 'react'
import type { ComponentType, ReactElement } from 'react'
import { BuilderContext } from '../context/builder-context.ts'
import { getBlocksContainerProps } from '../static-html/blocks-container.ts'
import { makePreloads } from '../static-html/html-preload.ts'
import type { PlanStaticBlockList } from '../static-html/static-list-plan.ts'
import { countStaticHtmlRender } from '../static-html/static-html-switch.ts'
import { stateSignature } from '../static-html/state-signature.ts'
import { STATIC_LIST_ATTRIBUTE } from '../static-html/static-list-attribute.ts'
import type { BuilderContextValue } from '../types.ts'
import type { BlockItemsProps } from './block-list.tsx'
import type { BlocksProps } from './blocks.tsx'

const NO_BLOCKS: readonly BlockData[] = []

/** What a list needs of the React renderer (the renderer chunk in browser builds). */
export interface ListRenderer {
  BlockItems: ComponentType<BlockItemsProps>
  planStaticBlockList: PlanStaticBlockList
}

/**
 * What a list's HTML depends on: its blocks, these context fields, and the values of the
 * bindings it writes (`stateSignature`).
 */
function listInputs(list: readonly BlockData[], context: BuilderContextValue | null) {
  const locale = typeof context?.state.locale === 'string' ? context.state.locale : context?.locale
  const reads = stateSignature(list, context)
  // prettier-ignore
  return [list, context?.registry, context?.breakpoints, locale, context?.linkComponent, context?.isEditing, context?.nonce, reads] as const
}

type ListInputs = ReturnType<typeof listInputs>

/** The list's first render: its inputs, and the list's HTML if the server wrote it whole. */
interface FirstRender {
  html: string | undefined
  list: readonly BlockData[]
  locale: unknown
  isEditing: boolean | undefined
  reads: unknown
}

/**
 * The list's first render, for as long as the list, the locale, the editing flag and the values
 * of its bindings stay its own; once one of them changes the list is planned again, even if
 * they come back. Its `html` is the list as the server wrote it, read while hydrating in a
 * browser build (`#server-html`).
 * Other context fields (registry, breakpoints, link component) are often recreated by a
 * re-render of the site with the same meaning, so they do not drop the server HTML.
 */
function useFirstRender(id: string, inputs: ListInputs): FirstRender | undefined {
  const [list, , , locale, , isEditing, , reads] = inputs
  const [first] = useState((): FirstRender => ({
    html: readServerHtml(id),
    list,
    locale,
    isEditing,
    reads,
  }))
  const hasLeft = useRef(false)
  if (hasLeft.current) return undefined
  const isSame = first.list === list && first.locale === locale && first.isEditing === isEditing
  if (isSame && Object.is(first.reads, reads)) return first
  hasLeft.current = true
  return undefined
}

/**
 * The element of a block list (`<Blocks>` and the renderer's `BlockList`), built the same way
 * on the server and in the browser:
 * - every block static (`planStaticBlockList`): the container with the list's HTML, marked with
 *   {@link STATIC_LIST_ATTRIBUTE} and the list's `useId()`. While hydrating in a browser build,
 *   that HTML is taken over from the marked element (`#server-html`) and `getRenderer` is not
 *   called, so static content needs no renderer chunk;
 * - otherwise the container with `BlockItems`. While hydrating in a browser build, the static
 *   blocks the server wrote (their wrappers marked with `staticPieceMarker`) keep their HTML:
 *   only their wrappers are built again (`planStaticBlockList` with the list's id).
 * Browser builds write no HTML (`#list-plan`): a list the server did not write, or planned
 * again, renders every block through `BlockItems`, which gives the same elements.
 * The plan is memoized on the list and the context fields its HTML depends on, so state
 * changes rebuild it only when a value its bindings read changed (`stateSignature`): a bound
 * block written as HTML then shows the new value. `getRenderer` may suspend (React's `use()`).
 */
export function useListElement(props: BlocksProps, getRenderer: () => ListRenderer): ReactElement {
  const id = useId()
  const list = Array.isArray(props.blocks) ? props.blocks : NO_BLOCKS
  const context = useContext(BuilderContext)
  const inputs = listInputs(list, context)
  const first = useFirstRender(id, inputs)
  const serverHtml = first?.html
  const renderer = serverHtml === undefined && list.length > 0 ? getRenderer() : undefined
  // Still the first render's list: the static blocks the server wrote may be taken over.
  const takeOverId = first ? id : undefined
  const plan = useMemo(
    () => renderer?.planStaticBlockList(list, context, takeOverId),
    // `inputs` are what the plan reads of `context` (the list included).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the inputs, see above
    [renderer, takeOverId, ...inputs],
  )
  makePreloads(plan?.preloads)
  const container = getBlocksContainerProps(props)
  const html = serverHtml ?? plan?.html
  if (html !== undefined) {
    countStaticHtmlRender('list')
    return createElement('div', {
      ...container,
      [STATIC_LIST_ATTRIBUTE]: id,
      dangerouslySetInnerHTML: { __html: html },
    })
  }
  if (!renderer) return createElement('div', container)
  return createElement(
    'div',
    container,
    createElement(renderer.BlockItems, { blocks: list, plan, listId: id }),
  )
}
