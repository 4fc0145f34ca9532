import { widgetComponent } from '../chunk-component.tsx'
import { defineBlock } from '../../blocks/define-block.ts'
import type { AccordionOptions } from './accordion.tsx'

/** The `Builder:Accordion` widget. An accordion: titles that open and close their details (WAI-ARIA accordion). */
export const accordionBlock = defineBlock<AccordionOptions>({
  name: 'Builder:Accordion',
  component: widgetComponent<AccordionOptions>('Builder:Accordion'),
  canHaveChildren: true,
})
