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
export { defineBlock } from './blocks/define-block.ts'
export { defaultRegistry, registerComponent, registerAction } from './registry/default-registry.ts'
export type { EditorConnection } from './editing/use-editor-bridge.ts'
export { BUILT_IN_BLOCKS } from './registry/built-in-blocks.ts'
// Gen-2's names at the package root: the built-in blocks' components (stand-ins that render the
// renderer chunk's) and the editor functions (which load '@tessera/sdk/editor' when called). Not
// static re-exports: a code-splitting bundler would put the renderer and the editor messaging in
// the initial chunks of every page importing <Content>, since the lazy chunks share those modules.
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
export { register, setEditorSettings, subscribeToEditor } from './editing/editor-functions.ts'
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
