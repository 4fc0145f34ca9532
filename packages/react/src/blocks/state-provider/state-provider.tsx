import { useMemo } from 'react'
import { BuilderContext } from '../../context/builder-context.ts'
import type { BlockProps, BuilderState } from '../../types.ts'
import { withExtraContext } from './with-extra-context.ts'

/** Options of the Builder:StateProvider block. */
export interface StateProviderOptions {
  /** Variables added to the state its children see (as local state). Default: none. */
  state?: BuilderState
  /** Merged into `builderContext.context` for its children. Default: none. */
  context?: Record<string, unknown>
}

const NONE: BuilderState = {}

function asObject(value: unknown): BuilderState {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as BuilderState)
    : NONE
}

/**
 * Renders its children with `state` added on top of the state they see
 * (`builderContext.withLocalState(state)`: bindings read `state.<key>`; like repeat variables,
 * these keys are read-only to actions) and `context` merged into `builderContext.context`.
 */
export function StateProvider({
  state,
  context,
  builderContext,
  children,
}: BlockProps<StateProviderOptions>) {
  const extraState = asObject(state)
  const extraContext = asObject(context)
  const value = useMemo(
    () => withExtraContext(builderContext.withLocalState(extraState), extraContext),
    [builderContext, extraState, extraContext],
  )
  return <BuilderContext.Provider value={value}>{children}</BuilderContext.Provider>
}
