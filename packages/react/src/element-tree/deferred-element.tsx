import { createElement, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { useNearViewport } from './use-near-viewport.ts'

/** Margin of the viewport check. */
const ROOT_MARGIN = '10px'

/** Props of {@link DeferredElement}. */
export interface DeferredElementProps {
  tag: string
  attributes: Readonly<Record<string, unknown>> | undefined
  /** Whether the children may wait (decided once, on mount). */
  defer: boolean
  /** The element's content, shown once it is near the viewport. */
  content: readonly ReactNode[]
}

/**
 * An element whose content waits until it is near the viewport (`TreeElement.deferChildren`):
 * only when `defer` on mount, so server HTML and hydration always have it.
 */
export function DeferredElement({ tag, attributes, defer, content }: DeferredElementProps) {
  const ref = useRef<Element>(null)
  const [deferOnMount] = useState(defer)
  const isDeferred = !useNearViewport(ref, deferOnMount, ROOT_MARGIN) && deferOnMount
  return createElement(tag, { ...attributes, ref }, ...(isDeferred ? [] : content))
}
