/**
 * @tessera/react — renders Builder content JSON with React, on the server and in the browser.
 * Re-exports the public API of @tessera/sdk, so sites install one package.
 * @module
 */
export * from '@tessera/sdk'
export { Content, MISSING_API_KEY_MESSAGE } from './content/content.tsx'
export type { ContentProps } from './content/content.tsx'
export { fetchHttpRequests } from './content/fetch-http-requests.ts'
export type { FetchHttpRequestsOptions } from './content/fetch-http-requests.ts'
export { Blocks } from './blocks-renderer/blocks.tsx'
export type { BlocksProps } from './blocks-renderer/blocks.tsx'
export { ACTION_CALL_TYPE } from './blocks-renderer/get-action-handlers.ts'
export type { ActionCall } from './blocks-renderer/get-action-handlers.ts'
export { BuilderContext, useBuilderContext } from './context/builder-context.ts'
export { createRegistry } from './registry/create-registry.ts'
export type { RegistryOptions } from './registry/create-registry.ts'
export { defineBlock } from './registry/define-block.ts'
export { defaultRegistry, registerComponent, registerAction } from './registry/default-registry.ts'
export type { EditorConnection } from './editing/use-editor-bridge.ts'
export { BUILT_IN_BLOCKS } from './blocks/built-in-blocks.ts'
export { Text, textBlock } from './blocks/text/index.ts'
export type { TextOptions } from './blocks/text/index.ts'
export { Fragment, fragmentBlock } from './blocks/fragment/index.ts'
export { Section, sectionBlock } from './blocks/section/index.ts'
export type { SectionOptions } from './blocks/section/index.ts'
export { Button, buttonBlock } from './blocks/button/index.ts'
export type { ButtonOptions } from './blocks/button/index.ts'
export { Columns, columnsBlock } from './blocks/columns/index.ts'
export type { Column, ColumnsOptions } from './blocks/columns/index.ts'
export { RawText, rawTextBlock } from './blocks/raw-text/index.ts'
export type { RawTextOptions } from './blocks/raw-text/index.ts'
export type {
  ActionArguments,
  ActionDefinition,
  BlockAttributes,
  BlockComponentProps,
  BlockDefinition,
  BlockProps,
  BuilderContextValue,
  BuilderPropsSelection,
  BuilderState,
  ComponentInfo,
  ComponentInput,
  ElementSnapshot,
  EvaluateInContextOptions,
  EventSnapshot,
  LinkComponent,
  RegisteredBlock,
  Registry,
} from './types.ts'
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
} from './blocks/form/index.ts'
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
} from './blocks/form/index.ts'
export { Symbol, symbolBlock, MAX_SYMBOL_DEPTH } from './blocks/symbol/index.ts'
export type { SymbolInfo, SymbolOptions } from './blocks/symbol/index.ts'
export { Slot, slotBlock } from './blocks/slot/index.ts'
export type { SlotOptions } from './blocks/slot/index.ts'
export { Router, routerBlock } from './blocks/router/index.ts'
export type { RouteEvent, RouterOptions } from './blocks/router/index.ts'
export { Mutation, mutationBlock, MUTATION_TARGET_TIMEOUT_MS } from './blocks/mutation/index.ts'
export type { MutationOptions } from './blocks/mutation/index.ts'
export { StateProvider, stateProviderBlock } from './blocks/state-provider/index.ts'
export type { StateProviderOptions } from './blocks/state-provider/index.ts'
export { Image, imageBlock } from './blocks/image/index.ts'
export type { ImageOptions } from './blocks/image/index.ts'
export { Video, videoBlock } from './blocks/video/index.ts'
export type { VideoOptions } from './blocks/video/index.ts'
export {
  RawImg,
  rawImgBlock,
  isAllowedRawImage,
  RAW_IMAGE_EXTENSIONS,
  rawImgRefusedMessage,
} from './blocks/raw-img/index.ts'
export type { RawImgOptions } from './blocks/raw-img/index.ts'
export { Embed, embedBlock } from './blocks/embed/index.ts'
export type { EmbedOptions } from './blocks/embed/index.ts'
export { CustomCode, customCodeBlock } from './blocks/custom-code/index.ts'
export type { CustomCodeOptions } from './blocks/custom-code/index.ts'
