import type { Entry } from '@tessera/core'
import { createContext, useContext } from 'react'
import type { ComponentType } from 'react'
import type { BuilderState } from '../types.ts'

/** The props a block gives the nested `<Content>` (a subset of `ContentProps`). */
export interface NestedContentProps {
  model?: string
  content?: Entry | null
  data?: BuilderState
  context?: Record<string, unknown>
}

/**
 * The `<Content>` component, handed down by every `<Content>` so that blocks rendering nested
 * content (Symbol, Router) reach it without importing it: the built-in block list is part of
 * the registry that `<Content>` itself uses, and importing it from a block would be a cycle.
 */
export const NestedContentContext = createContext<ComponentType<NestedContentProps> | null>(null)

/** The `<Content>` component to render nested content with (null outside any `<Content>`). */
export function useNestedContent(): ComponentType<NestedContentProps> | null {
  return useContext(NestedContentContext)
}
