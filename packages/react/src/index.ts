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
