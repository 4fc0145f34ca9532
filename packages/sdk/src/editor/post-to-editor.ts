import { ValidationError } from '@tessera/core'
import type { SiteToEditorMessage } from '@tessera/core/editor'

/** Anything messages can be posted to (a `Window`, or a fake in tests). */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void
}

export interface PostToEditorOptions {
  /**
   * Window of the editor. Default: `window.parent` when the page is framed; nothing is sent
   * from a top-level page or on the server.
   */
  targetWindow?: MessageTarget
  /**
   * Origin the message may be delivered to. Default: `'*'` (as Builder's SDKs); pass the
   * editor's origin when it is known so that no other parent can read the messages.
   */
  targetOrigin?: string
}

function defaultTarget(): MessageTarget | undefined {
  if (typeof window === 'undefined' || window.parent === window) return undefined
  return window.parent
}

/**
 * Sends a message to the editor.
 * @returns whether the message was posted (false when there is no editor window)
 * @throws ValidationError when the message cannot be cloned (for example it holds a function)
 */
export function postToEditor(
  message: SiteToEditorMessage,
  options: PostToEditorOptions = {},
): boolean {
  const target = options.targetWindow ?? defaultTarget()
  if (!target) return false
  try {
    target.postMessage(message, options.targetOrigin ?? '*')
  } catch (cause) {
    throw new ValidationError(`message ${message.type} could not be posted to the editor`, {
      cause,
    })
  }
  return true
}
