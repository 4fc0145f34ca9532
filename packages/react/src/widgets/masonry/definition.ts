import { widgetComponent } from '../chunk-component.tsx'
import { defineBlock } from '../../blocks/define-block.ts'
import type { MasonryOptions } from './masonry.tsx'

/** The `Builder:Masonry` widget. A masonry grid of tiles laid out in columns. */
export const masonryBlock = defineBlock<MasonryOptions>({
  name: 'Builder:Masonry',
  component: widgetComponent<MasonryOptions>('Builder:Masonry'),
  canHaveChildren: true,
})
