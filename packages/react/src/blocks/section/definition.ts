import { builtInComponent } from '../../lazy/built-in-component.tsx'
import { builtInHtml } from '../../lazy/built-in-html.ts'
import { defineBlock } from '../../registry/define-block.ts'
import type { SectionOptions } from './section.ts'

/** The `Core:Section` block: a centred, max-width column. */
export const sectionBlock = defineBlock<SectionOptions>({
  name: 'Core:Section',
  component: builtInComponent<SectionOptions>('Core:Section'),
  renderHtml: builtInHtml('Core:Section'),
  noErrorBoundary: true,
  canHaveChildren: true,
})
