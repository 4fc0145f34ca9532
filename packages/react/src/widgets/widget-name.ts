/** The widgets, by the names Builder registers them (`Builder: Tabs` with its space). */
export type WidgetName =
  'Builder:Accordion' | 'Builder: Tabs' | 'Builder:Carousel' | 'Builder:Masonry'
