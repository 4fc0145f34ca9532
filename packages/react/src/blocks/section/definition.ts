import { builtInComponent } from '../../lazy/built-in-component.tsx'
import { defineBlock } from '../../registry/define-block.ts'
import { sectionHtml } from './section-html.ts'
import type { SectionOptions } from './section.tsx'

/** The `Core:Section` block: a centred, max-width column. */
export const sectionBlock = defineBlock<SectionOptions>({
  name: 'Core:Section',
  component: builtInComponent<SectionOptions>('Core:Section'),
  renderHtml: sectionHtml,
  noErrorBoundary: true,
  canHaveChildren: true,
})
