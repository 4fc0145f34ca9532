/**
 * `@tessera/react/widgets`: the widgets' components, definitions and options, for sites that
 * render or wrap a widget themselves. `<Content>` does not need this entry: the widgets are in
 * the default registry and load by name (see `WIDGET_BLOCKS`). Importing a component from here
 * puts it in the importing bundle.
 * @module
 */
export { WIDGET_BLOCKS } from './built-in-widgets.ts'
export type { WidgetName } from './widget-name.ts'
export { Accordion } from './accordion/accordion.tsx'
export type { AccordionOptions } from './accordion/accordion.tsx'
export { accordionBlock } from './accordion/definition.ts'
export { Tabs } from './tabs/tabs.tsx'
export type { TabsOptions } from './tabs/tabs.tsx'
export { tabsBlock } from './tabs/definition.ts'
export { Carousel } from './carousel/carousel.tsx'
export type { CarouselOptions } from './carousel/carousel.tsx'
export { carouselBlock } from './carousel/definition.ts'
export { Masonry } from './masonry/masonry.tsx'
export type { MasonryOptions } from './masonry/masonry.tsx'
export { masonryBlock } from './masonry/definition.ts'
