/**
 * `@tessera/react/block-info`: the editor metadata of the built-in blocks (inputs with their
 * defaults, default styles, enums, helper texts, insert-menu flags…) merged with their render
 * flags (`canHaveChildren`, `noWrap`…). A live site never needs it — built-ins are not announced
 * to the editor and defaults are never applied at render — so the runtime definitions in
 * `BUILT_IN_BLOCKS` leave it out and the renderer's client bundle stays small. The editor app
 * imports this entry.
 * @module
 */
import { BUILT_IN_BLOCKS } from './registry/built-in-blocks.ts'
import { buttonInfo } from './blocks/button/info.ts'
import { columnsInfo } from './blocks/columns/info.ts'
import { customCodeInfo } from './blocks/custom-code/info.ts'
import { embedInfo } from './blocks/embed/info.ts'
import { formInfo } from './blocks/form/form/info.ts'
import { inputInfo } from './blocks/form/input/info.ts'
import { labelInfo } from './blocks/form/label/info.ts'
import { selectInfo } from './blocks/form/select/info.ts'
import { submitButtonInfo } from './blocks/form/submit-button/info.ts'
import { textAreaInfo } from './blocks/form/text-area/info.ts'
import { fragmentInfo } from './blocks/fragment/info.ts'
import { imageInfo } from './blocks/image/info.ts'
import { mutationInfo } from './blocks/mutation/info.ts'
import { rawImgInfo } from './blocks/raw-img/info.ts'
import { rawTextInfo } from './blocks/raw-text/info.ts'
import { routerInfo } from './blocks/router/info.ts'
import { sectionInfo } from './blocks/section/info.ts'
import { personalizationContainerInfo } from './blocks/personalization-container/info.ts'
import { slotInfo } from './blocks/slot/info.ts'
import { stateProviderInfo } from './blocks/state-provider/info.ts'
import { symbolInfo } from './blocks/symbol/info.ts'
import { textInfo } from './blocks/text/info.ts'
import { videoInfo } from './blocks/video/info.ts'
import type { ComponentInfo } from './types.ts'
import { accordionInfo } from './widgets/accordion/info.ts'
import { carouselInfo } from './widgets/carousel/info.ts'
import { masonryInfo } from './widgets/masonry/info.ts'
import { tabsInfo } from './widgets/tabs/info.ts'

/** The editor-only part of each built-in block's info, one per built-in (checked by tests). */
export const BUILT_IN_EDITOR_INFO: readonly ComponentInfo[] = [
  textInfo,
  fragmentInfo,
  sectionInfo,
  buttonInfo,
  columnsInfo,
  rawTextInfo,
  imageInfo,
  videoInfo,
  rawImgInfo,
  embedInfo,
  customCodeInfo,
  formInfo,
  inputInfo,
  selectInfo,
  textAreaInfo,
  labelInfo,
  submitButtonInfo,
  symbolInfo,
  slotInfo,
  routerInfo,
  mutationInfo,
  stateProviderInfo,
  personalizationContainerInfo,
  accordionInfo,
  tabsInfo,
  carouselInfo,
  masonryInfo,
]

const EDITOR_INFO_BY_NAME = new Map(BUILT_IN_EDITOR_INFO.map((info) => [info.name, info]))

/**
 * The full info of every built-in block, in `BUILT_IN_BLOCKS` order: its render flags (every
 * field of the runtime definition but the functions `component` and `renderHtml`) and its
 * editor metadata.
 * @example
 * import { BUILT_IN_BLOCK_INFO } from '@tessera/react/block-info'
 * const insertMenu = BUILT_IN_BLOCK_INFO.filter((info) => !info.hideFromInsertMenu)
 */
export const BUILT_IN_BLOCK_INFO: readonly ComponentInfo[] = BUILT_IN_BLOCKS.map((definition) => {
  const { component: _component, renderHtml: _renderHtml, ...flags } = definition
  return Object.freeze({ ...flags, ...EDITOR_INFO_BY_NAME.get(definition.name) })
})

/**
 * The full info of one built-in block (see {@link BUILT_IN_BLOCK_INFO}), or `undefined` when
 * `name` is not a built-in.
 * @example
 * getBuiltInBlockInfo('Core:Button')?.inputs?.map((input) => input.name) // ['text', 'link', …]
 */
export function getBuiltInBlockInfo(name: string): ComponentInfo | undefined {
  return BUILT_IN_BLOCK_INFO.find((info) => info.name === name)
}
