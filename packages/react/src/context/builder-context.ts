'use client'

import { createContext, useContext } from 'react'
import type { BuilderContextValue } from '../types.ts'

/** The context of the content being rendered; `null` outside `<Content>`. */
export const BuilderContext = createContext<BuilderContextValue | null>(null)

/**
 * The nearest builder context.
 * @throws Error when used outside `<Content>`
 */
export function useBuilderContext(): BuilderContextValue {
  const value = useContext(BuilderContext)
  if (value === null) {
    throw new Error('Blocks must be rendered inside <Content> (no builder context found)')
  }
  return value
}
