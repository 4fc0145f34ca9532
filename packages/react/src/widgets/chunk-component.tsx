/**
 * The component a widget's definition refers to. Servers, tests and other non-browser builds
 * get the real component (`#widgets` has it at once). In browser builds it is a small stand-in
 * that renders the real one from the widget's own chunk, suspending until it has loaded (during
 * hydration React keeps the server HTML meanwhile); it adds no element.
 * @module
 */
import { getLoadedWidget, useWidget } from '#widgets'
import type { ComponentType } from 'react'
import { chunkStandIn } from '../blocks/chunk-stand-in.ts'
import type { BlockComponentProps } from '../types.ts'
import type { WidgetName } from './widget-name.ts'

/** The component of the widget `name` (see the module comment). */
export function widgetComponent<TOptions = never>(
  name: WidgetName,
): ComponentType<TOptions & BlockComponentProps> {
  const useComponent = () => useWidget(name)
  return chunkStandIn(name, getLoadedWidget(name), useComponent) as unknown as ComponentType<
    TOptions & BlockComponentProps
  >
}
