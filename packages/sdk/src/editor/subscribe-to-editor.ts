import { LOG_PREFIX } from '@tessera/core'
import type { Entry } from '@tessera/core'
import { isTrustedOrigin, parseEditorMessage } from '@tessera/core/editor'
import type { EditorToSiteMessage, TrustedOriginOptions } from '@tessera/core/editor'
import { announceSdk } from './announce-sdk.ts'
import { createEditorTarget } from './editor-target.ts'
import { resolveEditorTrust } from './editor-trust.ts'
import type { MessageTarget } from './post-to-editor.ts'

/** Why a `message` event was not handed to the handler. */
export type IgnoredReason = 'untrusted-origin' | 'invalid-message'

export interface SubscribeToEditorOptions extends TrustedOriginOptions {
  /** Where `message` events arrive. Default: `window`; on the server nothing is subscribed. */
  window?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  /** Called for each ignored event (for counting or debug logs). Default: nothing. */
  onIgnored?: (reason: IgnoredReason, event: MessageEvent) => void
  /** Called when the handler throws. Default: `console.error`. */
  onError?: (error: unknown) => void
}

function logError(error: unknown): void {
  console.error(`${LOG_PREFIX}editor message handler failed`, error)
}

/**
 * Listens for messages from the editor. An event is handed to `handler` only when its origin
 * is trusted (`isTrustedOrigin` with `editorOrigins` / `trustedHosts` / `trustLocalhost`, the
 * latter defaulting to whether this page is on a local host: see `resolveEditorTrust`) and its
 * data is a valid editor → site message (`parseEditorMessage(data, { from: 'editor' })`);
 * anything else is ignored silently (see `onIgnored`). A throwing handler is reported, not
 * rethrown.
 *
 * `builder.evaluate` asks the site to run code: answer it only through Tessera's safe
 * evaluator, or refuse with `builder.evaluateError` — never `eval` or `new Function`.
 *
 * @returns a function that unsubscribes (safe to call more than once)
 * @example
 * const stop = subscribeToEditor((message) => {
 *   if (message.type === 'builder.contentUpdate') render(message.data.data)
 * }, { editorOrigins: ['https://editor.example.com'] })
 */
export function subscribeToEditor(
  handler: (message: EditorToSiteMessage, event: MessageEvent) => void,
  options?: SubscribeToEditorOptions,
): () => void
/**
 * Builder gen-2's form: announces the SDK to the editor framing the page (`builder.sdkInfo` for
 * `model` and `apiKey`, to trusted origins only) and calls `callback` with the content of each
 * `builder.contentUpdate` for `model` (content edited live without `<Content>`, such as a data
 * model's). See {@link EditorContentSubscription}.
 * @example
 * const stop = subscribeToEditor({ model: 'announcement', apiKey, callback: setContent })
 */
export function subscribeToEditor(options: EditorContentSubscription): () => void
export function subscribeToEditor(
  handlerOrOptions:
    ((message: EditorToSiteMessage, event: MessageEvent) => void) | EditorContentSubscription,
  options: SubscribeToEditorOptions = {},
): () => void {
  if (typeof handlerOrOptions === 'function') return listen(handlerOrOptions, options)
  return subscribeToContent(handlerOrOptions)
}

/** Options of gen-2's `subscribeToEditor({ model, apiKey, callback })`. */
export interface EditorContentSubscription extends Omit<SubscribeToEditorOptions, 'onIgnored'> {
  /** The model whose content updates are wanted. */
  model: string
  /** The space's public key (announced to the editor). */
  apiKey: string
  /** Called with the edited content of `model` on each `builder.contentUpdate`. */
  callback: (content: Entry) => void
  /** The editor's window. Default: `window.parent` when the page is framed. */
  targetWindow?: MessageTarget
}

function subscribeToContent(options: EditorContentSubscription): () => void {
  const { model, apiKey, callback, targetWindow, ...listenOptions } = options
  const trust = resolveEditorTrust(listenOptions)
  const target = createEditorTarget(trust)
  const announce = () => {
    try {
      announceSdk({
        modelName: model,
        apiKey,
        targetOrigin: target.origins(),
        ...(targetWindow ? { targetWindow } : {}),
      })
    } catch (error) {
      ;(options.onError ?? logError)(error)
    }
  }
  const stop = listen((message, event) => {
    // The first trusted message names the editor: announce again if it missed the first one.
    if (target.confirm(event.origin)) announce()
    if (message.type !== 'builder.contentUpdate') return
    const { key, alias, modelName, data } = message.data
    if ([key, alias, modelName].includes(model)) callback(data as Entry)
  }, listenOptions)
  announce()
  return stop
}

function listen(
  handler: (message: EditorToSiteMessage, event: MessageEvent) => void,
  options: SubscribeToEditorOptions,
): () => void {
  const target = options.window ?? (typeof window === 'undefined' ? undefined : window)
  if (!target) return () => {}
  const trust: TrustedOriginOptions = resolveEditorTrust(options)

  const listener = (event: Event) => {
    const messageEvent = event as MessageEvent
    const origin: unknown = messageEvent.origin
    if (typeof origin !== 'string' || !isTrustedOrigin(origin, trust)) {
      options.onIgnored?.('untrusted-origin', messageEvent)
      return
    }
    const message = parseEditorMessage(messageEvent.data, { from: 'editor' })
    if (!message) {
      options.onIgnored?.('invalid-message', messageEvent)
      return
    }
    try {
      handler(message, messageEvent)
    } catch (error) {
      ;(options.onError ?? logError)(error)
    }
  }

  target.addEventListener('message', listener)
  return () => target.removeEventListener('message', listener)
}
