import type { BlockDefinition } from '../types.ts'
import { buttonBlock } from './button/index.ts'
import { columnsBlock } from './columns/index.ts'
import { fragmentBlock } from './fragment/index.ts'
import { rawTextBlock } from './raw-text/index.ts'
import { sectionBlock } from './section/index.ts'
import { textBlock } from './text/index.ts'

/**
 * The blocks every registry created without a parent starts with. New built-in blocks are
 * added here (one import and one entry each).
 */
export const BUILT_IN_BLOCKS: readonly BlockDefinition[] = [
  textBlock,
  fragmentBlock,
  sectionBlock,
  buttonBlock,
  columnsBlock,
  rawTextBlock,
]
