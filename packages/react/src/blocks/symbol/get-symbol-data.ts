import type { Entry } from '@tessera/core'
import type { BuilderState } from '../../types.ts'

/** The `symbol` option of a Symbol block (what the editor stores). */
export interface SymbolInfo {
  /** Model of the symbol entry. Default: `symbol`. */
  model?: string
  /** Id of the symbol entry, fetched when `content` is absent. */
  entry?: string
  /** Data of this instance (its inputs, slot blocks…). */
  data?: BuilderState
  /** The entry, inlined by the content service (`includeRefs`/`enrich`). */
  content?: Entry
  /** Adds `builder-inline-symbol`. */
  inline?: boolean
  /** Adds `builder-dynamic-symbol`. */
  dynamic?: boolean
  /** A symbol of another space: fetched with `ownerId` as the API key. */
  global?: boolean
  /** The space owning a global symbol. */
  ownerId?: string
}

/** Whether `value` is an object that is not an array (the shape of entries and state). */
export function isObject<TValue extends object = BuilderState>(value: unknown): value is TValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The `symbol` option when it is an object, else an empty one. */
export function toSymbolInfo(value: unknown): SymbolInfo {
  return isObject(value) ? value : {}
}

/**
 * The `data` of a Symbol's nested content, later keys winning:
 * `{ ...symbol.data, ...(inheritState ? parent rootState : {}), ...parent localState }`.
 * The nested content then starts from `{ ...inputDefaults, ...content.data.state, ...data }`,
 * so all of these override the symbol's own default state.
 * @example getSymbolData({ data: { a: 1 } }, false, { rootState: { b: 2 }, localState: { $index: 0 } })
 * // → { a: 1, $index: 0 }
 */
export function getSymbolData(
  symbol: SymbolInfo,
  inheritState: boolean,
  parent: { rootState: BuilderState; localState: BuilderState },
): BuilderState {
  return {
    ...(isObject(symbol.data) ? symbol.data : {}),
    ...(inheritState ? parent.rootState : {}),
    ...parent.localState,
  }
}
