import { builtInComponent } from '../chunk-component.tsx'
import { builtInHtml } from '../chunk-html.ts'
import { defineBlock } from '../define-block.ts'
import type { SectionOptions } from './section.tsx'

/** The `Core:Section` block: a centred, max-width column. */
export const sectionBlock = defineBlock<SectionOptions>({
  name: 'Core:Section',
  component: builtInComponent<SectionOptions>('Core:Section'),
  renderHtml: builtInHtml('Core:Section'),
  noErrorBoundary: true,
  canHaveChildren: true,
})
