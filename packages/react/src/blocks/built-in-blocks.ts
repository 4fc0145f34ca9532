import type { BlockDefinition } from '../types.ts'
import { buttonBlock } from './button/index.ts'
import { columnsBlock } from './columns/index.ts'
import { customCodeBlock } from './custom-code/index.ts'
import { embedBlock } from './embed/index.ts'
import { FORM_BLOCKS } from './form/index.ts'
import { fragmentBlock } from './fragment/index.ts'
import { imageBlock } from './image/index.ts'
import { mutationBlock } from './mutation/index.ts'
import { rawImgBlock } from './raw-img/index.ts'
import { rawTextBlock } from './raw-text/index.ts'
import { routerBlock } from './router/index.ts'
import { sectionBlock } from './section/index.ts'
import { slotBlock } from './slot/index.ts'
import { stateProviderBlock } from './state-provider/index.ts'
import { symbolBlock } from './symbol/index.ts'
import { textBlock } from './text/index.ts'
import { videoBlock } from './video/index.ts'

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
  imageBlock,
  videoBlock,
  rawImgBlock,
  embedBlock,
  customCodeBlock,
  ...FORM_BLOCKS,
  symbolBlock,
  slotBlock,
  routerBlock,
  mutationBlock,
  stateProviderBlock,
]
