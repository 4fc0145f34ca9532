/**
 * `#widgets` as servers, tests and any non-browser build get it: every widget's component is
 * bundled and available at once, so a server render stays synchronous. Browser builds resolve
 * the `browser` condition to `widget-loader.browser.ts` (one chunk per widget).
 * @module
 */
import type { ComponentType } from 'react'
import { Accordion } from '../widgets/accordion/accordion.tsx'
import { Carousel } from '../widgets/carousel/carousel.tsx'
import { Masonry } from '../widgets/masonry/masonry.tsx'
import { Tabs } from '../widgets/tabs/tabs.tsx'
import type { WidgetName } from '../widgets/widget-name.ts'

/** A widget's component, of any option shape. */
export type WidgetComponent = ComponentType<never>

const WIDGETS: Readonly<Record<WidgetName, WidgetComponent>> = {
  'Builder:Accordion': Accordion,
  'Builder: Tabs': Tabs,
  'Builder:Carousel': Carousel,
  'Builder:Masonry': Masonry,
}

/** The widget's component when it is available synchronously: always, in this build. */
export function getLoadedWidget(name: WidgetName): WidgetComponent | undefined {
  return WIDGETS[name]
}

/** The widget's component, in a component's render: at once, in this build. */
export function useWidget(name: WidgetName): WidgetComponent {
  return WIDGETS[name]
}
