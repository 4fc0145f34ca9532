/**
 * @tessera/core/editor — the editor protocol: messages between the editor and the site, and
 * which origins may send them. A subpath of its own so that browser bundles load it only in the
 * editor (live sites never talk to it).
 * @module
 */
export { isTrustedHost, isTrustedOrigin, toWebOrigin } from './trusted-hosts.ts'
export type { TrustedOriginOptions } from './trusted-hosts.ts'
export {
  createMessage,
  isEditorMessage,
  parseEditorMessage,
  EDITOR_MESSAGE_TYPES,
  EDITOR_PROTOCOL_VERSION,
} from './messages.ts'
export { isSafeLinkUrl, MAX_TEXT_HTML_LENGTH, TEXT_FORMATS } from './text-messages.ts'
export type {
  TextEditData,
  TextEditEndData,
  TextEditorToSiteDataMap,
  TextEditStartData,
  TextEditStopData,
  TextFormat,
  TextFormatData,
  TextHistoryData,
  TextInputData,
  TextSiteToEditorDataMap,
} from './text-messages.ts'
export type {
  EditorMessage,
  EditorMessageType,
  EditorMessageDataMap,
  SiteToEditorMessage,
  SiteToEditorDataMap,
  EditorToSiteMessage,
  EditorToSiteDataMap,
  ParseEditorMessageOptions,
  SdkInfoData,
  RegisterData,
  EditorSettingsData,
  RegisteredComponentInfo,
  RegisteredActionInfo,
  EmptyBlocksData,
  EvaluateResultData,
  EvaluateErrorData,
  ContentUpdateData,
  PatchOperation,
  PatchUpdatesData,
  ResetStateData,
  OverrideTestGroupData,
  EvaluateData,
  OverrideUserAttributesData,
  BlockRect,
  BlockHoverData,
  BlockSelectData,
  SelectBlockData,
  CanvasDropPlace,
  DragProbeData,
  DragOverData,
  CanvasDropData,
  BlockBox,
  BlockRectsData,
} from './messages.ts'
