/**
 * The component a widget's definition refers to. Servers, tests and other non-browser builds
 * get the real component (`#widgets` has it at once). In browser builds it is a small stand-in
 * that renders the real one from the widget's own chunk, suspending until it has loaded (during
 * hydration React keeps the server HTML meanwhile); it adds no element.
 * @module
 */
import { getLoadedWidget, useWidget } from '#widgets'
import { createElement } from 'react'
import type { ComponentType } from 'react'
import type { BlockComponentProps } from '../types.ts'
import type { WidgetName } from './widget-name.ts'

/** The component of the widget `name` (see the module comment). */
export function widgetComponent<TOptions = never>(
  name: WidgetName,
): ComponentType<TOptions & BlockComponentProps> {
  type Component = ComponentType<TOptions & BlockComponentProps>
  const atOnce = getLoadedWidget(name)
  if (atOnce) return atOnce as unknown as Component
  function Widget(props: Record<string, unknown>) {
    return createElement(useWidget(name) as ComponentType<Record<string, unknown>>, props)
  }
  Widget.displayName = name
  return Widget as unknown as Component
}
