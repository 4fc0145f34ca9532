import type { ComponentInput, Entry } from '../types/entry.ts'
import type { UserAttributes } from '../types/user-attributes.ts'
import { TEXT_MESSAGE_VALIDATORS, TEXT_SITE_TO_EDITOR } from './text-messages.ts'
import type { TextEditorToSiteDataMap, TextSiteToEditorDataMap } from './text-messages.ts'

/**
 * The editor ⇄ site message protocol (`window.postMessage({ type, data })` between the editor
 * and the site in its iframe). The `builder.*` messages follow Builder's protocol so that the
 * official SDKs and our editor understand each other; `tessera.v1.*` messages are our own
 * (block hover and selection, which Builder has no message for) and carry `version: 1`.
 *
 * This file is long because it is one table of message types with their validators; splitting
 * it would scatter the protocol.
 * @module
 */

/** Version of our own `tessera.v1.*` messages, carried in their `data.version`. */
export const EDITOR_PROTOCOL_VERSION = 1

/** `builder.sdkInfo` (site → editor, once): what the site's SDK supports. */
export interface SdkInfoData {
  /** SDK / framework name, for example `tessera`. */
  target: string
  version: string
  /** `false`, or the patch format understood (Builder gen-1 sends `'v4'`). */
  supportsPatchUpdates: boolean | string
  supportsAddBlockScoping: boolean
  supportsCustomBreakpoints: boolean
  supportsXSmallBreakpoint: boolean
  blockLevelPersonalization: boolean
  modelName: string
  apiKey: string
}

/** `builder.registerComponent` (site → editor): a custom component, serialisable (no functions). */
export interface RegisteredComponentInfo {
  name: string
  friendlyName?: string
  description?: string
  inputs?: ComponentInput[]
  canHaveChildren?: boolean
  noWrap?: boolean
  defaultStyles?: Record<string, string>
  /** Icon URL shown in the insert menu. */
  image?: string
  /** Models the component may be used in (all when absent). */
  models?: string[]
  [key: string]: unknown
}

/**
 * `builder.registerAction` (site → editor): an action content can run (`registerAction`), as
 * Builder's gen-2 SDK announces it: its info, and its function's source text as `action`.
 */
export interface RegisteredActionInfo {
  name: string
  friendlyName?: string
  inputs?: ComponentInput[]
  /** The source text of the action's function. */
  action?: string
  [key: string]: unknown
}

/** `builder.clickEmptyBlocks` / `builder.hoverEmptyBlocks` (site → editor): an empty block list. */
export interface EmptyBlocksData {
  /** Id of the block holding the empty list; absent or null at the root. */
  parentElementId?: string | null
  /** Path of the list in the content, for example `data.blocks`. */
  dataPath: string
}

/** `builder.evaluateResult` (site → editor): the answer to `builder.evaluate`. */
export interface EvaluateResultData {
  id: string
  result: unknown
}

/** `builder.evaluateError` (site → editor): `builder.evaluate` failed or was refused. */
export interface EvaluateErrorData {
  id: string
  error: string
}

/** `builder.contentUpdate` (editor → site): new content for a model; one of the names is set. */
export interface ContentUpdateData {
  key?: string
  alias?: string
  entry?: string
  modelName?: string
  data: Partial<Entry>
  editType?: string
}

/** One JSON-pointer-like change of `builder.patchUpdates` (`-` as last segment appends). */
export interface PatchOperation {
  op: 'add' | 'remove' | 'replace'
  path: string
  value?: unknown
}

/**
 * `builder.patchUpdates` (editor → site): changes keyed by content or block id. Paths come from
 * the editor: whoever applies them must refuse `__proto__`, `prototype` and `constructor`.
 */
export interface PatchUpdatesData {
  data: Record<string, PatchOperation[]>
}

/** `builder.resetState` (editor → site): replaces the root state of a model's content. */
export interface ResetStateData {
  model: string
  state: Record<string, unknown>
  editType?: string
}

/**
 * `builder.evaluate` (editor → site): asks the site to run `text` and answer with
 * `builder.evaluateResult` or `builder.evaluateError` under the same `id`. Builder's SDKs run it
 * with `new Function`; Tessera never does: the site either runs the text through our safe
 * expression evaluator (no globals, bounded steps) or refuses with `builder.evaluateError`.
 */
export interface EvaluateData {
  id: string
  text: string
  arguments?: unknown[]
}

/**
 * `builder.overrideUserAttributes` (editor → site): render as a visitor with these attributes
 * would see the page (merged over the site's own; Builder's gen-1 SDK sends the attributes
 * object itself as `data`). An empty object ends the override.
 */
export type OverrideUserAttributesData = UserAttributes

/** A block's box in the iframe's viewport, in CSS pixels. */
export interface BlockRect {
  top: number
  left: number
  width: number
  height: number
}

/** `tessera.v1.blockHover` (site → editor): the pointer is over a block (`null`: over none). */
export interface BlockHoverData {
  version: typeof EDITOR_PROTOCOL_VERSION
  blockId: string | null
  contentId: string
  rect?: BlockRect
}

/** `tessera.v1.blockSelect` (site → editor): the author clicked a block. */
export interface BlockSelectData {
  version: typeof EDITOR_PROTOCOL_VERSION
  blockId: string
  contentId: string
  rect?: BlockRect
}

/** `tessera.v1.selectBlock` (editor → site): highlight a block (`null`: clear the selection). */
export interface SelectBlockData {
  version: typeof EDITOR_PROTOCOL_VERSION
  blockId: string | null
  /**
   * Other blocks whose boxes the editor follows too (those other authors are editing), at
   * most 100: the site reports them in `tessera.v1.blockRects` as `watched`.
   */
  watch?: string[]
}

// ── Canvas drag and drop and overlay geometry (tessera.v1) ──────────────────────────────────

/**
 * Where a drop in the canvas goes: before or after a block (`axis`: how its list runs, so the
 * editor draws the line across it), or inside an empty block list (`div.builder-blocks.no-blocks`,
 * named by its owner `parentId`, `null` at the page's root, and its `dataPath`). `rect` is the
 * box of that block or list in the frame's viewport.
 */
export type CanvasDropPlace =
  | {
      edge: 'before' | 'after'
      blockId: string
      axis: 'vertical' | 'horizontal'
      rect: BlockRect
    }
  | { edge: 'inside'; parentId: string | null; dataPath: string; rect: BlockRect }

/** `tessera.v1.dragOver` (site → editor): the place a drop would go now (`null`: none). */
export interface DragOverData {
  version: typeof EDITOR_PROTOCOL_VERSION
  contentId: string
  place: CanvasDropPlace | null
}

/**
 * `tessera.v1.drop` (site → editor): a block of the page was dragged in the frame and dropped
 * at a place; the editor decides whether and how it moves.
 */
export interface CanvasDropData {
  version: typeof EDITOR_PROTOCOL_VERSION
  contentId: string
  blockId: string
  place: CanvasDropPlace
}

/**
 * `tessera.v1.dragProbe` (editor → site): a drag of the editor's (a palette item, a layer) is
 * over the frame at `point` (the frame's viewport, CSS px); the site answers with
 * `tessera.v1.dragOver`. The editor's drags stay in the editor's window (browsers do not let a
 * drag from a page enter a frame of another origin): it asks the site where a drop would go.
 * `point: null`: the drag left or ended. `blockId`: the block dragged, which cannot go into
 * itself.
 */
export interface DragProbeData {
  version: typeof EDITOR_PROTOCOL_VERSION
  point: { x: number; y: number } | null
  blockId?: string
}

/** A block's id and box. */
export interface BlockBox {
  blockId: string
  rect: BlockRect
}

/**
 * `tessera.v1.blockRects` (site → editor): the boxes of the hovered and the selected block now
 * (`null`: none, or not on the page), sent after `tessera.v1.selectBlock` and whenever they move
 * (scroll, resize, content updates).
 */
export interface BlockRectsData {
  version: typeof EDITOR_PROTOCOL_VERSION
  contentId: string
  hovered: BlockBox | null
  selected: BlockBox | null
  /** The boxes of the `watch`ed blocks of `tessera.v1.selectBlock` on the page (absent: none). */
  watched?: BlockBox[]
}

/**
 * `builder.register` (site → editor): gen-2's `register(type, info)`, e.g. type `insertMenu`
 * with `{ name, items: [{ name }] }`, or `editor.settings`.
 */
export interface RegisterData {
  type: string
  info: Record<string, unknown>
}

/**
 * `builder.settingsChange` (site → editor): gen-2's `setEditorSettings(settings)`, e.g.
 * `{ customInsertMenu: true }` or `{ designTokens: { colors: [...] } }`.
 */
export interface EditorSettingsData {
  customInsertMenu?: boolean
  designTokens?: Record<string, unknown>
  [setting: string]: unknown
}

/** Messages the site sends to the editor, by type. */
export interface SiteToEditorDataMap extends TextSiteToEditorDataMap {
  'builder.sdkInfo': SdkInfoData
  'builder.registerComponent': RegisteredComponentInfo
  'builder.registerAction': RegisteredActionInfo
  'builder.register': RegisterData
  'builder.settingsChange': EditorSettingsData
  'builder.clickEmptyBlocks': EmptyBlocksData
  'builder.hoverEmptyBlocks': EmptyBlocksData
  'builder.evaluateResult': EvaluateResultData
  'builder.evaluateError': EvaluateErrorData
  'tessera.v1.blockHover': BlockHoverData
  'tessera.v1.blockSelect': BlockSelectData
  'tessera.v1.dragOver': DragOverData
  'tessera.v1.drop': CanvasDropData
  'tessera.v1.blockRects': BlockRectsData
}

/**
 * `builder.overrideTestGroup` (editor → site): show the content's split-test group
 * `variationId` (the content id: the default), whatever the visitor's cookie says.
 */
export interface OverrideTestGroupData {
  contentId: string
  variationId: string
}

/** Messages the editor sends to the site, by type. */
export interface EditorToSiteDataMap extends TextEditorToSiteDataMap {
  'builder.contentUpdate': ContentUpdateData
  'builder.overrideTestGroup': OverrideTestGroupData
  'builder.patchUpdates': PatchUpdatesData
  'builder.resetState': ResetStateData
  'builder.evaluate': EvaluateData
  'builder.overrideUserAttributes': OverrideUserAttributesData
  'tessera.v1.selectBlock': SelectBlockData
  'tessera.v1.dragProbe': DragProbeData
}

export type EditorMessageDataMap = SiteToEditorDataMap & EditorToSiteDataMap
export type EditorMessageType = keyof EditorMessageDataMap

/** A message of the protocol; `EditorMessage<'builder.evaluate'>` narrows to one type. */
export type EditorMessage<T extends EditorMessageType = EditorMessageType> = {
  [K in T]: { type: K; data: EditorMessageDataMap[K] }
}[T]
export type SiteToEditorMessage = EditorMessage<keyof SiteToEditorDataMap>
export type EditorToSiteMessage = EditorMessage<keyof EditorToSiteDataMap>

type Data = Record<string, unknown>

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'
const isId = (value: unknown): value is string => isString(value) && value !== ''
const optional =
  (check: (value: unknown) => boolean) =>
  (value: unknown): boolean =>
    value === undefined || check(value)
const isBoolean = (value: unknown) => typeof value === 'boolean'
const isStringArray = (value: unknown) => Array.isArray(value) && value.every(isString)
const isFiniteNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value)
const isRect = (value: unknown) =>
  isObject(value) && ['top', 'left', 'width', 'height'].every((key) => isFiniteNumber(value[key]))
const isVersion1 = (data: Data) => data.version === EDITOR_PROTOCOL_VERSION
const isPatchOperation = (value: unknown) =>
  isObject(value) &&
  (value.op === 'add' || value.op === 'remove' || value.op === 'replace') &&
  isString(value.path) &&
  (value.path === '' || value.path.startsWith('/'))

const isSdkInfo = (d: Data) =>
  [d.target, d.version, d.modelName, d.apiKey].every(isString) &&
  (isBoolean(d.supportsPatchUpdates) || isString(d.supportsPatchUpdates)) &&
  [
    d.supportsAddBlockScoping,
    d.supportsCustomBreakpoints,
    d.supportsXSmallBreakpoint,
    d.blockLevelPersonalization,
  ].every(isBoolean)

const isComponentInfo = (d: Data) =>
  isId(d.name) &&
  optional((v) => Array.isArray(v) && v.every((input) => isObject(input) && isId(input.name)))(
    d.inputs,
  ) &&
  optional(isBoolean)(d.canHaveChildren) &&
  optional(isBoolean)(d.noWrap) &&
  optional((v) => isObject(v) && Object.values(v).every(isString))(d.defaultStyles) &&
  optional(isString)(d.image) &&
  optional(isStringArray)(d.models)

const isActionInfo = (d: Data) =>
  isId(d.name) &&
  optional((v) => Array.isArray(v) && v.every((input) => isObject(input) && isId(input.name)))(
    d.inputs,
  ) &&
  optional(isString)(d.friendlyName) &&
  optional(isString)(d.action)

const isEmptyBlocks = (d: Data) =>
  (d.parentElementId === undefined || d.parentElementId === null || isString(d.parentElementId)) &&
  isString(d.dataPath)

const isContentUpdate = (d: Data) => {
  const names = [d.key, d.alias, d.entry, d.modelName]
  return (
    isObject(d.data) &&
    names.every(optional(isString)) &&
    names.some(isId) &&
    optional(isString)(d.editType)
  )
}

// Attribute values a targeting rule can compare: text, numbers, booleans, lists of those.
const isAttributeValue = (value: unknown): boolean =>
  value === null ||
  isString(value) ||
  isBoolean(value) ||
  isFiniteNumber(value) ||
  (Array.isArray(value) && value.every((item) => !Array.isArray(item) && isAttributeValue(item)))
const isUserAttributes = (d: Data) =>
  Object.keys(d).every((key) => key !== '__proto__') && Object.values(d).every(isAttributeValue)

// Canvas drag and drop and overlay geometry.
const isDropPlace = (value: unknown) =>
  isObject(value) &&
  isRect(value.rect) &&
  (value.edge === 'inside'
    ? (value.parentId === null || isId(value.parentId)) && isId(value.dataPath)
    : (value.edge === 'before' || value.edge === 'after') &&
      isId(value.blockId) &&
      (value.axis === 'vertical' || value.axis === 'horizontal'))
const isPoint = (value: unknown) =>
  isObject(value) && isFiniteNumber(value.x) && isFiniteNumber(value.y)
const isBlockBox = (value: unknown) =>
  value === null || (isObject(value) && isId(value.blockId) && isRect(value.rect))

// One validator per message type; a pure constant table.
const VALIDATORS: { readonly [K in EditorMessageType]: (data: Data) => boolean } = {
  'builder.sdkInfo': isSdkInfo,
  'builder.registerComponent': isComponentInfo,
  'builder.registerAction': isActionInfo,
  'builder.register': (d) => isId(d.type) && isObject(d.info),
  'builder.settingsChange': (d) =>
    optional(isBoolean)(d.customInsertMenu) && optional(isObject)(d.designTokens),
  'builder.clickEmptyBlocks': isEmptyBlocks,
  'builder.hoverEmptyBlocks': isEmptyBlocks,
  'builder.evaluateResult': (d) => isId(d.id),
  'builder.evaluateError': (d) => isId(d.id) && isString(d.error),
  'tessera.v1.blockHover': (d) =>
    isVersion1(d) &&
    (d.blockId === null || isId(d.blockId)) &&
    isId(d.contentId) &&
    optional(isRect)(d.rect),
  'tessera.v1.blockSelect': (d) =>
    isVersion1(d) && isId(d.blockId) && isId(d.contentId) && optional(isRect)(d.rect),
  'builder.contentUpdate': isContentUpdate,
  'builder.patchUpdates': (d) =>
    isObject(d.data) &&
    Object.values(d.data).every((ops) => Array.isArray(ops) && ops.every(isPatchOperation)),
  'builder.resetState': (d) =>
    isString(d.model) && isObject(d.state) && optional(isString)(d.editType),
  'builder.evaluate': (d) => isId(d.id) && isString(d.text) && optional(Array.isArray)(d.arguments),
  'builder.overrideUserAttributes': isUserAttributes,
  'builder.overrideTestGroup': (d) => isId(d.contentId) && isId(d.variationId),
  'tessera.v1.selectBlock': (d) =>
    isVersion1(d) &&
    (d.blockId === null || isId(d.blockId)) &&
    optional((v) => Array.isArray(v) && v.length <= 100 && v.every(isId))(d.watch),
  ...TEXT_MESSAGE_VALIDATORS,
  'tessera.v1.dragOver': (d) =>
    isVersion1(d) && isId(d.contentId) && (d.place === null || isDropPlace(d.place)),
  'tessera.v1.drop': (d) =>
    isVersion1(d) && isId(d.contentId) && isId(d.blockId) && isDropPlace(d.place),
  'tessera.v1.dragProbe': (d) =>
    isVersion1(d) && (d.point === null || isPoint(d.point)) && optional(isId)(d.blockId),
  'tessera.v1.blockRects': (d) =>
    isVersion1(d) &&
    isId(d.contentId) &&
    isBlockBox(d.hovered) &&
    isBlockBox(d.selected) &&
    optional((v) => Array.isArray(v) && v.every((box) => box !== null && isBlockBox(box)))(
      d.watched,
    ),
}

const SITE_TO_EDITOR: ReadonlySet<string> = new Set<keyof SiteToEditorDataMap>([
  'builder.sdkInfo',
  'builder.registerComponent',
  'builder.registerAction',
  'builder.register',
  'builder.settingsChange',
  'builder.clickEmptyBlocks',
  'builder.hoverEmptyBlocks',
  'builder.evaluateResult',
  'builder.evaluateError',
  'tessera.v1.blockHover',
  'tessera.v1.blockSelect',
  ...TEXT_SITE_TO_EDITOR,
  'tessera.v1.dragOver',
  'tessera.v1.drop',
  'tessera.v1.blockRects',
])

/** Every message type of the protocol. */
export const EDITOR_MESSAGE_TYPES = Object.keys(VALIDATORS) as readonly EditorMessageType[]

/** Builds a message; the data is typed by the message type. */
export function createMessage<T extends EditorMessageType>(
  type: T,
  data: EditorMessageDataMap[T],
): EditorMessage<T> {
  return { type, data } as EditorMessage<T>
}

/**
 * Shape check: an object whose `type` is a known message type and whose `data` is an object.
 * The data itself is not checked; use {@link parseEditorMessage} for anything received.
 * Never throws.
 */
export function isEditorMessage(value: unknown): value is EditorMessage {
  try {
    return (
      isObject(value) &&
      isString(value.type) &&
      Object.hasOwn(VALIDATORS, value.type) &&
      isObject(value.data)
    )
  } catch {
    // A hostile object (a Proxy or throwing getter) is not a message.
    return false
  }
}

export interface ParseEditorMessageOptions {
  /**
   * Accept only messages sent by this side: `'editor'` (what a site listens for) or `'site'`
   * (what the editor listens for). Default: either.
   */
  from?: 'editor' | 'site'
}

/**
 * Validates a received value as a protocol message, checking the data's shape for its type.
 * Returns `{ type, data }` (extra top-level keys dropped; `data` is the received object, not a
 * copy), or `undefined` for anything invalid. Never throws.
 */
export function parseEditorMessage(
  value: unknown,
  options: { from: 'editor' },
): EditorToSiteMessage | undefined
export function parseEditorMessage(
  value: unknown,
  options: { from: 'site' },
): SiteToEditorMessage | undefined
export function parseEditorMessage(
  value: unknown,
  options?: ParseEditorMessageOptions,
): EditorMessage | undefined
export function parseEditorMessage(
  value: unknown,
  options: ParseEditorMessageOptions = {},
): EditorMessage | undefined {
  try {
    if (!isEditorMessage(value)) return undefined
    const { type, data } = value
    if (options.from !== undefined && SITE_TO_EDITOR.has(type) !== (options.from === 'site'))
      return undefined
    if (!VALIDATORS[type](data as unknown as Data)) return undefined
    return { type, data } as EditorMessage
  } catch {
    // A hostile object (a Proxy or throwing getter) is just an invalid message.
    return undefined
  }
}
