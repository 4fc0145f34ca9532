/**
 * The component a built-in block's definition refers to. Servers, tests and other non-browser
 * builds get the real component (`#renderer` has it at once). In browser builds it is a small
 * stand-in that renders the real one from the renderer chunk, suspending until the chunk has
 * loaded (during hydration React keeps the server HTML meanwhile); it adds no element.
 * @module
 */
import { getLoadedRenderer, useRenderer } from '#renderer'
import { createElement } from 'react'
import type { ComponentType } from 'react'
import type { BuiltInBlockName } from './built-in-components.ts'
import type { BlockComponentProps } from '../types.ts'

/** The component of the built-in block `name` (see the module comment). */
export function builtInComponent<TOptions = never>(
  name: BuiltInBlockName,
): ComponentType<TOptions & BlockComponentProps> {
  const atOnce = getLoadedRenderer()
  if (atOnce)
    return atOnce.BUILT_IN_COMPONENTS[name] as unknown as ComponentType<
      TOptions & BlockComponentProps
    >
  function BuiltInBlock(props: Record<string, unknown>) {
    const renderer = useRenderer()
    const component = renderer.BUILT_IN_COMPONENTS[name] as ComponentType<Record<string, unknown>>
    return createElement(component, props)
  }
  BuiltInBlock.displayName = name
  return BuiltInBlock as unknown as ComponentType<TOptions & BlockComponentProps>
}
