/**
 * `#widgets` in browser builds (the `browser` import condition): each widget is its own chunk,
 * fetched with a dynamic `import()` the first time content renders it, so pages without
 * widgets never load one and a page with a carousel loads only the carousel.
 * @module
 */
import { createChunkLoads } from './chunk-loads.ts'
import { useLoaded } from './use-loaded.ts'
import type { WidgetComponent } from './widget-loader.ts'
import type { WidgetName } from '../widgets/widget-name.ts'

export type { WidgetComponent }

const IMPORTS: Readonly<Record<WidgetName, () => Promise<WidgetComponent>>> = {
  'Builder:Accordion': () => import('../widgets/accordion/accordion.tsx').then((m) => m.Accordion),
  'Builder: Tabs': () => import('../widgets/tabs/tabs.tsx').then((m) => m.Tabs),
  'Builder:Carousel': () => import('../widgets/carousel/carousel.tsx').then((m) => m.Carousel),
  'Builder:Masonry': () => import('../widgets/masonry/masonry.tsx').then((m) => m.Masonry),
}

const loads = createChunkLoads(IMPORTS)

/** The widget's component once its chunk has loaded, else `undefined`. */
export function getLoadedWidget(name: WidgetName): WidgetComponent | undefined {
  return loads.loaded(name)
}

/** The widget's component, in a component's render: suspends until its chunk has loaded. */
export function useWidget(name: WidgetName): WidgetComponent {
  return useLoaded(loads.load(name))
}
