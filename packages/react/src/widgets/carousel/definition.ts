import { widgetComponent } from '../chunk-component.tsx'
import { defineBlock } from '../../blocks/define-block.ts'
import type { CarouselOptions } from './carousel.tsx'

/** The `Builder:Carousel` widget. A carousel of slides with arrows, dots, swipe, keyboard and autoplay. */
export const carouselBlock = defineBlock<CarouselOptions>({
  name: 'Builder:Carousel',
  component: widgetComponent<CarouselOptions>('Builder:Carousel'),
  canHaveChildren: true,
})
