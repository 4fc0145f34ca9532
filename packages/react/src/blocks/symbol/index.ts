import { defineBlock } from '../../registry/define-block.ts'
import type { SymbolInfo } from './get-symbol-data.ts'
import { Symbol } from './symbol.tsx'
import type { SymbolOptions } from './symbol.tsx'

export { Symbol }
export { MAX_SYMBOL_DEPTH } from './symbol-ancestry.ts'
export type { SymbolInfo, SymbolOptions }

/** The `Symbol` block: a reusable entry (inlined or fetched) rendered as nested content. */
export const symbolBlock = defineBlock<SymbolOptions>({
  name: 'Symbol',
  component: Symbol,
  noWrap: true,
})
