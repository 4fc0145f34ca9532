import { ELEMENT_TYPE, hasVariations } from '@tessera/core'
import type { Entry } from '@tessera/core'
import { chooseVariant } from './choose-variant.ts'
import type { ChooseVariantOptions, PendingCookie } from './choose-variant.ts'

/**
 * The split-test groups of the symbols a page holds, chosen on the server as the page's own:
 * a symbol's content is split-tested on its own, with the cookie `builder.tests.<symbol id>`
 * (as Builder does for symbol content), so the HTML holds the visitor's group of each symbol
 * and nothing flickers.
 * @module
 */

/** The page with its symbols' groups chosen, and the cookies to write. */
export interface SymbolVariants {
  entry: Entry
  cookies: PendingCookie[]
}

type Json = Record<string, unknown>

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Content is never this deep; deeper JSON is left as it is. */
const MAX_DEPTH = 200

/** The inlined `symbol.content` of a Symbol block, when it has a split test. */
function testedSymbolContent(node: Json): Entry | undefined {
  if (node['@type'] !== ELEMENT_TYPE || !isRecord(node.component)) return undefined
  const { name, options } = node.component
  if (name !== 'Symbol' || !isRecord(options) || !isRecord(options.symbol)) return undefined
  const content = options.symbol.content
  if (!isRecord(content) || typeof content.id !== 'string') return undefined
  return hasVariations(content as Entry) ? (content as Entry) : undefined
}

/**
 * Chooses the group of every split-tested symbol inlined in `entry` (`symbol.content` with
 * variations, at any depth, symbols in symbols included) with `chooseVariant`: forced in the
 * URL, else the visitor's cookie, else a draw. A symbol used twice gets one group. Returns the
 * entry unchanged (the same object) when no symbol is tested; the input is never modified.
 * @example
 * chooseSymbolVariants(page, { cookies: { 'builder.tests.sym1': 'v1' } }).entry
 */
export function chooseSymbolVariants(entry: Entry, options: ChooseVariantOptions): SymbolVariants {
  const chosen = new Map<string, Entry>()
  const cookies: PendingCookie[] = []

  const choose = (content: Entry): Entry => {
    const known = chosen.get(content.id)
    if (known) return known
    const choice = chooseVariant(content, options)
    if (choice.cookie) cookies.push(choice.cookie)
    const shown = walk(choice.entry, 0) as Entry
    chosen.set(content.id, shown)
    return shown
  }

  const walk = (value: unknown, depth: number): unknown => {
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return value
    if (Array.isArray(value)) {
      const items = value.map((item) => walk(item, depth + 1))
      return items.some((item, i) => item !== value[i]) ? items : value
    }
    const node = value as Json
    const tested = testedSymbolContent(node)
    if (tested) {
      const component = node.component as Json
      const options = component.options as Json
      const symbol = options.symbol as Json
      const content = choose(tested)
      return {
        ...node,
        component: { ...component, options: { ...options, symbol: { ...symbol, content } } },
      }
    }
    let copy: Json | undefined
    for (const [key, child] of Object.entries(node)) {
      const next = walk(child, depth + 1)
      if (next !== child) (copy ??= { ...node })[key] = next
    }
    return copy ?? node
  }

  return { entry: walk(entry, 0) as Entry, cookies }
}
