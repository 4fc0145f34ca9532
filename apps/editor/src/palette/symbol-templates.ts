import type { ComponentInfo } from '@tessera/react'
import type { BlockTemplate } from './block-templates.ts'

/** A `symbol` entry as the palette needs it. */
export interface SymbolEntry {
  id: string
  name?: string
  published?: string
}

/**
 * One palette template per symbol: a `Symbol` block whose `symbol` option points at the entry
 * (`{ model: 'symbol', entry, data: {} }`, the shape Builder stores; the site fetches the
 * symbol's content by id). The template's name is `Symbol:<id>`, so each symbol is its own item.
 */
export function symbolTemplates(symbols: readonly SymbolEntry[]): BlockTemplate[] {
  return symbols.map((entry) => {
    const info: ComponentInfo = {
      name: 'Symbol',
      inputs: [
        {
          name: 'symbol',
          type: 'uiSymbol',
          defaultValue: { model: 'symbol', entry: entry.id, data: {} },
        },
      ],
    }
    return {
      name: `Symbol:${entry.id}`,
      label: entry.name ?? entry.id,
      group: 'Symbols' as const,
      info: { ...info, description: `Insert the symbol “${entry.name ?? entry.id}”` },
    }
  })
}
