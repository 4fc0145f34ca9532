import { createContext } from 'react'

/**
 * The symbols whose content a block was written in, outermost first (entry ids, or content ids
 * for inlined content without entry). A Symbol adds its own before rendering its content, so it
 * can refuse content that includes itself (unbounded recursion) or nests deeper than
 * {@link MAX_SYMBOL_DEPTH}. A Slot takes its symbol off again: the blocks of a slot were
 * written in the content around the symbol, where the same symbol may legitimately appear.
 */
export const SymbolAncestryContext = createContext<readonly string[]>([])

/** Most symbols rendered inside one another; a deeper one renders an empty container. */
export const MAX_SYMBOL_DEPTH = 10

/**
 * Why a symbol with `key` may not render inside `ancestry`, or undefined when it may.
 * @example getRecursionProblem('a', ['a']) // 'Symbol "a" includes itself; it is not rendered'
 */
export function getRecursionProblem(
  key: string | undefined,
  ancestry: readonly string[],
): string | undefined {
  if (key !== undefined && ancestry.includes(key)) {
    return `Symbol "${key}" includes itself; it is not rendered`
  }
  if (ancestry.length >= MAX_SYMBOL_DEPTH) {
    return `Symbols are nested more than ${MAX_SYMBOL_DEPTH} deep; symbol "${key ?? '(no id)'}" is not rendered`
  }
  return undefined
}
