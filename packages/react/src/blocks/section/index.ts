import { defineBlock } from '../../registry/define-block.ts'
import { sectionHtml } from './section-html.ts'
import { Section } from './section.tsx'
import type { SectionOptions } from './section.tsx'

export { Section }
export type { SectionOptions }

/** The `Core:Section` block: a centred, max-width column. */
export const sectionBlock = defineBlock<SectionOptions>({
  name: 'Core:Section',
  component: Section,
  renderHtml: sectionHtml,
  noErrorBoundary: true,
  canHaveChildren: true,
})
