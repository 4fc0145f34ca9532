import type { Entry } from '@tessera/core'
import { useContext, useMemo } from 'react'
import { useNestedContent } from '../../context/nested-content.ts'
import type { BlockProps } from '../../types.ts'
import { getSymbolData, isObject, toSymbolInfo } from './get-symbol-data.ts'
import type { SymbolInfo } from './get-symbol-data.ts'
import { getRecursionProblem, SymbolAncestryContext } from './symbol-ancestry.ts'
import { useSymbolContent } from './use-symbol-content.ts'

/** Options of the Symbol block. */
export interface SymbolOptions {
  symbol?: SymbolInfo
  /** Passes the parent content's root state to the symbol (under its local state). Default: false. */
  inheritState?: boolean
  /** Renders the block's children instead of the symbol's content. Default: false. */
  useChildren?: boolean
  /** Accepted for compatibility; ignored (gen-2 does the same). */
  dataOnly?: boolean
}

/**
 * A reusable piece of content: `div.builder-symbol` (+ `builder-inline-symbol`,
 * `builder-dynamic-symbol`) holding a nested `<Content>` of the symbol's entry, with
 * `context.symbolId` = this block's id and the data of {@link getSymbolData}. Inlined
 * `symbol.content` renders on the server; otherwise the entry is fetched in the browser after
 * mount (the container stays empty until then, and on failure). A symbol that includes itself
 * or lies more than 10 symbols deep renders an empty container and logs once.
 */
export function Symbol({
  symbol,
  inheritState,
  useChildren,
  attributes,
  builderBlock,
  builderContext,
  children,
}: BlockProps<SymbolOptions>) {
  const Content = useNestedContent()
  const info = toSymbolInfo(symbol)
  const ancestry = useContext(SymbolAncestryContext)
  const inlined = isObject<Entry>(info.content) ? info.content : undefined
  const key =
    typeof info.entry === 'string' && info.entry !== ''
      ? info.entry
      : typeof inlined?.id === 'string'
        ? inlined.id
        : undefined
  const problem = getRecursionProblem(key, ancestry)
  const showChildren = useChildren === true && children !== undefined
  const fetched = useSymbolContent(
    info,
    builderContext,
    problem === undefined && !showChildren && inlined === undefined,
  )
  const content = inlined ?? fetched
  const { rootState, localState } = builderContext
  const shareRoot = inheritState === true
  const data = useMemo(
    () => getSymbolData(info, shareRoot, { rootState, localState }),
    // `info.data` is all getSymbolData reads of `info`.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by info.data, see above
    [info.data, shareRoot, rootState, localState],
  )
  const outerContext = builderContext.context
  const context = useMemo(
    () => ({ ...outerContext, symbolId: builderBlock.id }),
    [outerContext, builderBlock.id],
  )
  const ownKey = key ?? `#${builderBlock.id ?? ''}`
  const innerAncestry = useMemo(() => [...ancestry, ownKey], [ancestry, ownKey])

  if (problem !== undefined) builderContext.warnOnce(`symbol-recursion:${key ?? ''}`, problem)
  const className = [
    attributes?.className,
    'builder-symbol',
    info.inline === true ? 'builder-inline-symbol' : '',
    info.dynamic === true ? 'builder-dynamic-symbol' : '',
  ]
    .filter((part) => part !== undefined && part !== '')
    .join(' ')

  let body = null
  if (showChildren) body = children
  else if (problem === undefined && content !== undefined && Content !== null) {
    const model = typeof info.model === 'string' && info.model !== '' ? info.model : 'symbol'
    body = (
      <SymbolAncestryContext.Provider value={innerAncestry}>
        <Content model={model} content={content} data={data} context={context} />
      </SymbolAncestryContext.Provider>
    )
  }
  return (
    <div {...attributes} className={className}>
      {body}
    </div>
  )
}
