import type { SymbolInfo } from './get-symbol-data.ts'
import { Symbol } from './symbol.tsx'
import type { SymbolOptions } from './symbol.tsx'

export { Symbol }
export { MAX_SYMBOL_DEPTH } from './symbol-ancestry.ts'
export type { SymbolInfo, SymbolOptions }
export { symbolBlock } from './definition.ts'
