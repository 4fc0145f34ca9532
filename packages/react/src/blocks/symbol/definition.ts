import { builtInComponent } from '../../lazy/built-in-component.tsx'
import { defineBlock } from '../../registry/define-block.ts'
import type { SymbolOptions } from './symbol.tsx'

/** The `Symbol` block: a reusable entry (inlined or fetched) rendered as nested content. */
export const symbolBlock = defineBlock<SymbolOptions>({
  name: 'Symbol',
  component: builtInComponent<SymbolOptions>('Symbol'),
  noWrap: true,
})
