import { builtInComponent } from '../chunk-component.tsx'
import { defineBlock } from '../define-block.ts'
import type { SymbolOptions } from './symbol.tsx'

/**
 * The `Symbol` block: a reusable entry (inlined or fetched) rendered as nested content. It checks
 * every option and each block of the nested content is isolated on its own, so it needs no
 * `<Suspense>` of its own: a header symbol then streams in place instead of being moved in by
 * React's `$RC` script after the first paint (a layout shift of the whole page).
 */
export const symbolBlock = defineBlock<SymbolOptions>({
  name: 'Symbol',
  component: builtInComponent<SymbolOptions>('Symbol'),
  noWrap: true,
  noErrorBoundary: true,
})
