import type { BlockDefinition } from '../types.ts'
import { accordionBlock } from './accordion/definition.ts'
import { carouselBlock } from './carousel/definition.ts'
import { masonryBlock } from './masonry/definition.ts'
import { tabsBlock } from './tabs/definition.ts'

/**
 * The widgets (Builder's `@builder.io/widgets`), in every registry created without a parent
 * (`BUILT_IN_BLOCKS`). Each definition refers to its component by name (`widgetComponent`), so
 * in browser builds a widget's code is its own chunk, loaded only by pages that render it.
 */
export const WIDGET_BLOCKS: readonly BlockDefinition[] = [
  accordionBlock,
  tabsBlock,
  carouselBlock,
  masonryBlock,
]
