import type { Block } from '@tessera/core'
import { useContext, useMemo } from 'react'
import type { CSSProperties } from 'react'
import { BlockList as Blocks } from '../../blocks-renderer/block-list.tsx'
import type { BlockProps } from '../../types.ts'
import { SymbolAncestryContext } from '../symbol/symbol-ancestry.ts'

/** Options of the Slot block. */
export interface SlotOptions {
  /** The state key holding the slot's blocks (a symbol's `data.<name>`). Default: `children`. */
  name?: string
}

const SLOT_STYLE: CSSProperties = { pointerEvents: 'auto' }

/**
 * Where a symbol's instance puts its own blocks: renders `rootState[name]` (the instance's
 * `symbol.data.<name>`) as a block list at path `symbol.data.<name>`. Inside a symbol the list
 * belongs to the Symbol block (`builder-parent-id` = `context.symbolId`); outside one the
 * container carries `builder-slot="<name>"` for the editor and the list belongs to the Slot.
 * The blocks of a slot were written in the content around the symbol, not in the symbol: they
 * render with the symbol ancestry of that content, so a symbol placed in a slot of itself (a
 * card in a card) is no recursion.
 */
export function Slot({ name, builderBlock, builderContext }: BlockProps<SlotOptions>) {
  const slotName = typeof name === 'string' && name !== '' ? name : 'children'
  const symbolId = builderContext.context.symbolId
  const inSymbol = typeof symbolId === 'string' && symbolId !== ''
  const blocks = builderContext.rootState[slotName]
  const ancestry = useContext(SymbolAncestryContext)
  const outerAncestry = useMemo(
    () => (inSymbol ? ancestry.slice(0, -1) : ancestry),
    [ancestry, inSymbol],
  )
  return (
    <div style={SLOT_STYLE} builder-slot={inSymbol ? undefined : slotName}>
      <SymbolAncestryContext.Provider value={outerAncestry}>
        <Blocks
          blocks={Array.isArray(blocks) ? (blocks as Block[]) : undefined}
          path={`symbol.data.${slotName}`}
          parent={inSymbol ? symbolId : builderBlock.id}
        />
      </SymbolAncestryContext.Provider>
    </div>
  )
}
