import { ValidationError } from '@tessera/core'
import type { SiteToEditorMessage } from '@tessera/core/editor'
import { readParentOrigin } from './parent-origin.ts'

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
   * Origin(s) the message may be delivered to; with several, it is posted once to each and the
   * browser delivers only the one matching the editor window. Default: the framing window's
   * origin as the browser reports it (`readParentOrigin`), and nothing is sent when it is
   * unknown. Never `'*'` unless passed: anything posted to `'*'` can be read by whatever page
   * frames the site.
   */
  targetOrigin?: string | readonly string[]
}

function defaultTarget(): MessageTarget | undefined {
  if (typeof window === 'undefined' || window.parent === window) return undefined
  return window.parent
}

function targetOrigins(option: PostToEditorOptions['targetOrigin']): readonly string[] {
  if (typeof option === 'string') return [option]
  if (option !== undefined) return option
  const parent = readParentOrigin()
  return parent === undefined ? [] : [parent.origin]
}

/**
 * Sends a message to the editor.
 * @returns whether the message was posted (false when there is no editor window or origin)
 * @throws ValidationError when the message cannot be cloned (for example it holds a function)
 */
export function postToEditor(
  message: SiteToEditorMessage,
  options: PostToEditorOptions = {},
): boolean {
  const target = options.targetWindow ?? defaultTarget()
  const origins = target ? targetOrigins(options.targetOrigin) : []
  if (!target || origins.length === 0) return false
  try {
    for (const origin of origins) target.postMessage(message, origin)
  } catch (cause) {
    throw new ValidationError(`message ${message.type} could not be posted to the editor`, {
      cause,
    })
  }
  return true
}
