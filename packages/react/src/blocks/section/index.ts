import { Section } from './section.tsx'
import type { SectionOptions } from './section.tsx'

export { Section }
export type { SectionOptions }
export { sectionBlock } from './definition.ts'
