/**
 * `@tessera/react/blocks`: the built-in blocks' components, definitions and helpers, for sites
 * that render or wrap a block themselves. `<Content>` does not need this entry: it renders the
 * built-in blocks by name (see `BUILT_IN_BLOCKS` in the main entry). Importing a component from
 * here puts it in the importing bundle.
 * @module
 */
export { BUILT_IN_BLOCKS } from '../registry/built-in-blocks.ts'
export { BUILT_IN_COMPONENTS } from './built-in-components.ts'
export type { BuiltInBlockName } from './built-in-components.ts'
export { Text } from './text/text.ts'
export type { TextOptions } from './text/text.ts'
export { textBlock } from './text/definition.ts'
export { Fragment } from './fragment/fragment.ts'
export { fragmentBlock } from './fragment/definition.ts'
export { Section } from './section/section.ts'
export type { SectionOptions } from './section/section.ts'
export { sectionBlock } from './section/definition.ts'
export { Button } from './button/button.ts'
export type { ButtonOptions } from './button/button.ts'
export { buttonBlock } from './button/definition.ts'
export { Columns } from './columns/columns.ts'
export type { Column, ColumnsOptions } from './columns/columns.ts'
export { columnsBlock } from './columns/definition.ts'
export { RawText } from './raw-text/raw-text.ts'
export type { RawTextOptions } from './raw-text/raw-text.ts'
export { rawTextBlock } from './raw-text/definition.ts'
export {
  FORM_BLOCKS,
  Form,
  formBlock,
  createFormBlock,
  createFormComponent,
  FormStatusContext,
  useFormStatus,
  FORM_SUBMIT_STATES,
  DEFAULT_FORM_ERROR_MESSAGE,
  DEFAULT_SENDING_MESSAGE,
  DEFAULT_SUCCESS_MESSAGE,
  Input,
  inputBlock,
  FORM_INPUT_TYPES,
  Select,
  selectBlock,
  TextArea,
  textAreaBlock,
  Label,
  labelBlock,
  SubmitButton,
  submitButtonBlock,
  DEFAULT_SUBMIT_TEXT,
} from './form/index.ts'
export type {
  FormOptions,
  FormComponentOptions,
  FormSubmitState,
  InputOptions,
  SelectChoice,
  SelectOptions,
  TextAreaOptions,
  LabelOptions,
  SubmitButtonOptions,
} from './form/index.ts'
export { Symbol, symbolBlock, MAX_SYMBOL_DEPTH } from './symbol/index.ts'
export type { SymbolInfo, SymbolOptions } from './symbol/index.ts'
export { Slot, slotBlock } from './slot/index.ts'
export {
  chooseVariant,
  PersonalizationContainer,
  personalizationContainerBlock,
} from './personalization-container/index.ts'
export type {
  ChosenBlocks,
  PersonalizationContainerOptions,
  PersonalizationVariant,
} from './personalization-container/index.ts'
export type { SlotOptions } from './slot/index.ts'
export { Router, routerBlock } from './router/index.ts'
export type { RouteEvent, RouterOptions } from './router/index.ts'
export { Mutation, mutationBlock, MUTATION_TARGET_TIMEOUT_MS } from './mutation/index.ts'
export type { MutationOptions } from './mutation/index.ts'
export { StateProvider, stateProviderBlock } from './state-provider/index.ts'
export type { StateProviderOptions } from './state-provider/index.ts'
export { Image } from './image/image.ts'
export type { ImageOptions } from './image/image.ts'
export { imageBlock } from './image/definition.ts'
export { Video, videoBlock } from './video/index.ts'
export type { VideoOptions } from './video/index.ts'
export { RawImg, rawImgRefusedMessage } from './raw-img/raw-img.ts'
export type { RawImgOptions } from './raw-img/raw-img.ts'
export { rawImgBlock } from './raw-img/definition.ts'
export { isAllowedRawImage, RAW_IMAGE_EXTENSIONS } from './raw-img/is-allowed-raw-image.ts'
export { Embed, embedBlock } from './embed/index.ts'
export type { EmbedOptions } from './embed/index.ts'
export { CustomCode, customCodeBlock } from './custom-code/index.ts'
export type { CustomCodeOptions } from './custom-code/index.ts'
