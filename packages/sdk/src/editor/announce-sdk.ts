import { SDK_NAME, SDK_VERSION, ValidationError } from '@tessera/core'
import { createMessage } from '@tessera/core/editor'
import type {
  RegisteredActionInfo,
  RegisteredComponentInfo,
  SdkInfoData,
  SiteToEditorMessage,
} from '@tessera/core/editor'
import { postToEditor } from './post-to-editor.ts'
import type { PostToEditorOptions } from './post-to-editor.ts'

/** What the SDK tells the editor it supports, beyond model and key. */
export type SdkCapabilities = Omit<SdkInfoData, 'modelName' | 'apiKey'>

const DEFAULT_CAPABILITIES: SdkCapabilities = {
  target: SDK_NAME,
  version: SDK_VERSION,
  supportsPatchUpdates: false,
  supportsAddBlockScoping: false,
  supportsCustomBreakpoints: true,
  supportsXSmallBreakpoint: true,
  blockLevelPersonalization: true,
}

export interface AnnounceSdkOptions extends PostToEditorOptions {
  /** Model of the content this page renders (for example `page`). */
  modelName: string
  apiKey: string
  /**
   * Custom components to register. Functions (and the `component` / `class` keys, which hold
   * the implementation) are left out so that the info can be posted. Components whose `models`
   * do not include `modelName` are not announced. Default: none.
   */
  components?: readonly RegisteredComponentInfo[]
  /**
   * Actions content can run (`registerAction`), each announced as `builder.registerAction`: its
   * info without functions, and its `action` function's source text (as Builder's gen-2 SDK
   * sends it). Default: none.
   */
  actions?: readonly ActionToAnnounce[]
  /**
   * Overrides of the announced capabilities. Default: target `tessera`, our version, no patch
   * updates, no add-block scoping, custom and xsmall breakpoints, block personalization.
   */
  capabilities?: Partial<SdkCapabilities>
}

/** An action as registered: its info and its function. */
export interface ActionToAnnounce {
  name: string
  action?: unknown
  [key: string]: unknown
}

// Copies plain objects and arrays without functions, symbols and cycles; other values as is.
function toSerialisable(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value !== 'object' || value === null) return value
  if (seen.has(value)) return undefined
  seen.add(value)
  let copy: unknown = value
  if (Array.isArray(value)) {
    copy = value.map((item) => (typeof item === 'function' ? null : toSerialisable(item, seen)))
  } else if (
    Object.getPrototypeOf(value) === Object.prototype ||
    Object.getPrototypeOf(value) === null
  ) {
    const result: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'function' || typeof item === 'symbol') continue
      result[key] = toSerialisable(item, seen)
    }
    copy = result
  }
  seen.delete(value)
  return copy
}

function serialiseComponent(info: RegisteredComponentInfo, index: number): RegisteredComponentInfo {
  if (
    typeof info !== 'object' ||
    info === null ||
    typeof info.name !== 'string' ||
    info.name === ''
  )
    throw new ValidationError(`component at index ${index} has no name`)
  const { component: _component, class: _class, ...rest } = info
  return toSerialisable(rest, new WeakSet()) as RegisteredComponentInfo
}

function serialiseAction(info: ActionToAnnounce, index: number): RegisteredActionInfo {
  if (
    typeof info !== 'object' ||
    info === null ||
    typeof info.name !== 'string' ||
    info.name === ''
  )
    throw new ValidationError(`action at index ${index} has no name`)
  const { action, ...rest } = info
  const serialised = toSerialisable(rest, new WeakSet()) as RegisteredActionInfo
  if (typeof action === 'function') serialised.action = Function.prototype.toString.call(action)
  else if (typeof action === 'string') serialised.action = action
  return serialised
}

/**
 * Tells the editor about this page's SDK: posts `builder.sdkInfo`, then one
 * `builder.registerComponent` per component and one `builder.registerAction` per action. Call
 * it once when the page is in the editor.
 * @returns the messages posted (empty when there is no editor window)
 * @throws ValidationError when a component or an action has no name
 */
export function announceSdk(options: AnnounceSdkOptions): SiteToEditorMessage[] {
  const { modelName, apiKey, components = [], actions = [], capabilities, ...post } = options
  const messages: SiteToEditorMessage[] = [
    createMessage('builder.sdkInfo', {
      ...DEFAULT_CAPABILITIES,
      ...capabilities,
      modelName,
      apiKey,
    }),
  ]
  components.forEach((info, index) => {
    const serialised = serialiseComponent(info, index)
    if (Array.isArray(serialised.models) && !serialised.models.includes(modelName)) return
    messages.push(createMessage('builder.registerComponent', serialised))
  })
  actions.forEach((info, index) => {
    messages.push(createMessage('builder.registerAction', serialiseAction(info, index)))
  })
  const posted: SiteToEditorMessage[] = []
  for (const message of messages) {
    if (!postToEditor(message, post)) break
    posted.push(message)
  }
  return posted
}
