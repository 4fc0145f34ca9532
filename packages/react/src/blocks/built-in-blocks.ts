import type { BlockDefinition } from '../types.ts'
import { WIDGET_BLOCKS } from '../widgets/built-in-widgets.ts'
import { buttonBlock } from './button/definition.ts'
import { columnsBlock } from './columns/definition.ts'
import { customCodeBlock } from './custom-code/definition.ts'
import { embedBlock } from './embed/definition.ts'
import { FORM_BLOCKS } from './form/definitions.ts'
import { fragmentBlock } from './fragment/definition.ts'
import { imageBlock } from './image/definition.ts'
import { mutationBlock } from './mutation/definition.ts'
import { personalizationContainerBlock } from './personalization-container/definition.ts'
import { rawImgBlock } from './raw-img/definition.ts'
import { rawTextBlock } from './raw-text/definition.ts'
import { routerBlock } from './router/definition.ts'
import { sectionBlock } from './section/definition.ts'
import { slotBlock } from './slot/definition.ts'
import { stateProviderBlock } from './state-provider/definition.ts'
import { symbolBlock } from './symbol/definition.ts'
import { textBlock } from './text/definition.ts'
import { videoBlock } from './video/definition.ts'

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
