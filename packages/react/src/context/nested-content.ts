import { createContext, useContext } from 'react'
import type { ComponentType } from 'react'
import type { ContentProps } from '../content/content.tsx'

/**
 * The `<Content>` component, handed down by every `<Content>` so that blocks rendering nested
 * content (Symbol, Router) reach it without importing it: the built-in block list is part of
 * the registry that `<Content>` itself uses, and importing it from a block would be a cycle.
 */
export const NestedContentContext = createContext<ComponentType<ContentProps> | null>(null)

/** The `<Content>` component to render nested content with (null outside any `<Content>`). */
export function useNestedContent(): ComponentType<ContentProps> | null {
  return useContext(NestedContentContext)
}
