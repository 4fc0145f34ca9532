import type { Block as BlockData } from '@tessera/core'
import { readServerHtml, readServerPieces } from '#server-html'
import { createElement, useContext, useId, useMemo, useRef, useState } from 'react'
import type { ComponentType, ReactElement } from 'react'
import { BuilderContext } from '../context/builder-context.ts'
import { getBlocksContainerProps } from '../static-html/blocks-container.ts'
import { makePreloads } from '../static-html/html-preload.ts'
import type { StaticListPlan } from '../static-html/static-block-list.ts'
import { countStaticHtmlRender } from '../static-html/static-html-switch.ts'
import { STATIC_LIST_ATTRIBUTE } from '../static-html/static-list-attribute.ts'
import type { BuilderContextValue } from '../types.ts'
import type { BlockItemsProps } from './block-list.tsx'
import type { BlocksProps } from './blocks.tsx'

const NO_BLOCKS: readonly BlockData[] = []

/** What a list needs of the React renderer (the renderer chunk in browser builds). */
export interface ListRenderer {
  BlockItems: ComponentType<BlockItemsProps>
  planStaticBlockList: (
    blocks: readonly BlockData[],
    context: BuilderContextValue | null,
    serverPieces?: ReadonlyMap<number, string>,
  ) => StaticListPlan | undefined
}

/** What a list's HTML depends on: its blocks and these context fields. */
function listInputs(list: readonly BlockData[], context: BuilderContextValue | null) {
  const locale = typeof context?.state.locale === 'string' ? context.state.locale : context?.locale
  // prettier-ignore
  return [list, context?.registry, context?.breakpoints, locale, context?.linkComponent, context?.isEditing] as const
}

type ListInputs = ReturnType<typeof listInputs>

/** What the server wrote of a list: all of it as one string, or its static blocks by index. */
type ServerWrote =
  { html: string; pieces?: undefined } | { html?: undefined; pieces: ReadonlyMap<number, string> }

/** What the HTML taken over from the server stays valid for (see `useServerHtml`). */
interface ServerHtml {
  wrote: ServerWrote
  list: readonly BlockData[]
  locale: unknown
  isEditing: boolean | undefined
}

/** What the server wrote of the list `id`, read from the page (browser builds only). */
function readServerWrote(id: string): ServerWrote | undefined {
  const html = readServerHtml(id)
  if (html !== undefined) return { html }
  const pieces = readServerPieces(id)
  return pieces === undefined ? undefined : { pieces }
}

/**
 * The list's HTML as the server wrote it (the whole list, or the static blocks of a mixed one),
 * while hydrating in a browser build (`#server-html`) and for as long as the list, the locale
 * and the editing flag stay those of the hydration; once one of them changes the list is
 * planned again, even if they come back. Other context fields (registry, breakpoints, link
 * component) are often recreated by a re-render of the site with the same meaning, so they do
 * not drop the server HTML.
 */
function useServerHtml(id: string, inputs: ListInputs): ServerWrote | undefined {
  const [list, , , locale, , isEditing] = inputs
  const [server] = useState((): ServerHtml | undefined => {
    const wrote = readServerWrote(id)
    return wrote === undefined ? undefined : { wrote, list, locale, isEditing }
  })
  const hasLeft = useRef(false)
  if (!server || hasLeft.current) return undefined
  if (server.list === list && server.locale === locale && server.isEditing === isEditing) {
    return server.wrote
  }
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
 *   only their wrappers are built again.
 * The plan is memoized on the list and the context fields its HTML depends on, so state
 * changes do not rebuild it. `getRenderer` may suspend (React's `use()`).
 */
export function useListElement(props: BlocksProps, getRenderer: () => ListRenderer): ReactElement {
  const id = useId()
  const list = Array.isArray(props.blocks) ? props.blocks : NO_BLOCKS
  const context = useContext(BuilderContext)
  const inputs = listInputs(list, context)
  const server = useServerHtml(id, inputs)
  const serverHtml = server?.html
  const serverPieces = server?.pieces
  const renderer = serverHtml === undefined && list.length > 0 ? getRenderer() : undefined
  const plan = useMemo(
    () => renderer?.planStaticBlockList(list, context, serverPieces),
    // `inputs` are what the plan reads of `context`.
    [renderer, serverPieces, ...inputs],
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
