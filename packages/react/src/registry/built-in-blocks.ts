import type { BlockDefinition } from '../types.ts'
import { WIDGET_BLOCKS } from '../widgets/built-in-widgets.ts'
import { buttonBlock } from '../blocks/button/definition.ts'
import { columnsBlock } from '../blocks/columns/definition.ts'
import { customCodeBlock } from '../blocks/custom-code/definition.ts'
import { embedBlock } from '../blocks/embed/definition.ts'
import { FORM_BLOCKS } from '../blocks/form/definitions.ts'
import { fragmentBlock } from '../blocks/fragment/definition.ts'
import { imageBlock } from '../blocks/image/definition.ts'
import { mutationBlock } from '../blocks/mutation/definition.ts'
import { personalizationContainerBlock } from '../blocks/personalization-container/definition.ts'
import { rawImgBlock } from '../blocks/raw-img/definition.ts'
import { rawTextBlock } from '../blocks/raw-text/definition.ts'
import { routerBlock } from '../blocks/router/definition.ts'
import { sectionBlock } from '../blocks/section/definition.ts'
import { slotBlock } from '../blocks/slot/definition.ts'
import { stateProviderBlock } from '../blocks/state-provider/definition.ts'
import { symbolBlock } from '../blocks/symbol/definition.ts'
import { textBlock } from '../blocks/text/definition.ts'
import { videoBlock } from '../blocks/video/definition.ts'

/**
 * The blocks every registry created without a parent starts with, widgets included. New
 * built-in blocks are added here (one import and one entry each).
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
  personalizationContainerBlock,
  ...WIDGET_BLOCKS,
]
