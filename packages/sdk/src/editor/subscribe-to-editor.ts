import { LOG_PREFIX } from '@tessera/core'
import { isTrustedOrigin, parseEditorMessage } from '@tessera/core/editor'
import type { EditorToSiteMessage, TrustedOriginOptions } from '@tessera/core/editor'
import { resolveEditorTrust } from './editor-trust.ts'

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
  options: SubscribeToEditorOptions = {},
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
