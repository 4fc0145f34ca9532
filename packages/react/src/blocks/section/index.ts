import { defineBlock } from '../../registry/define-block.ts'
import { Section } from './section.tsx'
import type { SectionOptions } from './section.tsx'

export { Section }
export type { SectionOptions }

/** The `Core:Section` block: a centred, max-width column. */
export const sectionBlock = defineBlock<SectionOptions>({
  name: 'Core:Section',
  component: Section,
  noErrorBoundary: true,
  canHaveChildren: true,
  inputs: [
    { name: 'maxWidth', type: 'number', defaultValue: 1200 },
    {
      name: 'lazyLoad',
      type: 'boolean',
      defaultValue: false,
      advanced: true,
      helperText: 'Only render this section when in view',
    },
  ],
  defaultStyles: {
    paddingLeft: '20px',
    paddingRight: '20px',
    paddingTop: '50px',
    paddingBottom: '50px',
    marginTop: '0px',
    width: '100vw',
    marginLeft: 'calc(50% - 50vw)',
  },
})
