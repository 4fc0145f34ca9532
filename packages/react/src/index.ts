/**
 * @tessera/react — renders Builder content JSON with React, on the server and in the browser.
 * Re-exports the public API of @tessera/sdk, so sites install one package: all of
 * `@tessera/sdk/site`, and `fetchEntries`/`fetchOneEntry` whose code loads on their first call
 * (`@tessera/sdk/lazy-fetch`), so a page's first chunk does not carry it. `buildContentUrl` and
 * `createContentClient` are in `@tessera/sdk`. Builder gen-2's other root names are here too: the
 * blocks (`Text`, `Image`, `Columns`…), `register`, `setEditorSettings`, `subscribeToEditor`,
 * `setClientUserAttributes` and `fetchBuilderProps`.
 * @module
 */
export * from '@tessera/sdk/site'
export { fetchEntries, fetchOneEntry, fetchBuilderProps } from '@tessera/sdk/lazy-fetch'
export type {
  BuilderProps,
  FetchBuilderPropsOptions,
  ContentFormat,
  FetchEntriesOptions,
  FetchFunction,
  GetContentOptions,
} from '@tessera/sdk'
export { Content, MISSING_API_KEY_MESSAGE } from './content/content.tsx'
export type { ContentProps } from './content/content.tsx'
export { fetchHttpRequests } from './content/fetch-http-requests.ts'
export type { FetchHttpRequestsOptions } from './content/fetch-http-requests.ts'
export { Blocks } from './blocks-renderer/blocks.tsx'
export type { BlocksProps } from './blocks-renderer/blocks.tsx'
export { ACTION_CALL_TYPE } from './blocks-renderer/action-call.ts'
export type { ActionCall } from './blocks-renderer/action-call.ts'
export { BuilderContext, useBuilderContext } from './context/builder-context.ts'
export { createRegistry } from './registry/create-registry.ts'
export type { RegistryOptions } from './registry/create-registry.ts'
export { defineBlock } from './registry/define-block.ts'
export { defaultRegistry, registerComponent, registerAction } from './registry/default-registry.ts'
export type { EditorConnection } from './editing/use-editor-bridge.ts'
export { BUILT_IN_BLOCKS } from './blocks/built-in-blocks.ts'
// Gen-2's names at the package root: the built-in blocks' components (a bundler keeps only those
// a site imports), and the editor functions (loaded only where called).
// They come through a 'use client' module: client references under React Server Components.
export {
  Button,
  Columns,
  Fragment,
  Image,
  Section,
  Symbol,
  Text,
  Video,
} from './blocks/root-blocks.ts'
export { register, setEditorSettings, subscribeToEditor } from '@tessera/sdk/editor'
export type { EditorContentSubscription, EditorSettingsOptions } from '@tessera/sdk/editor'
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
