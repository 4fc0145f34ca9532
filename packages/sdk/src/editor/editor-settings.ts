import { createMessage } from '@tessera/core/editor'
import type { EditorSettingsData, TrustedOriginOptions } from '@tessera/core/editor'
import { createEditorTarget } from './editor-target.ts'
import { resolveEditorTrust } from './editor-trust.ts'
import { postToEditor } from './post-to-editor.ts'
import type { MessageTarget } from './post-to-editor.ts'

/**
 * Builder gen-2's `register(type, info)` and `setEditorSettings(settings)`: what a site tells the
 * editor about itself besides its components (an insert menu of its own, design tokens).
 * @module
 */

/** Where the message goes: the trusted editor framing the page. */
export interface EditorSettingsOptions extends TrustedOriginOptions {
  /** The editor's window. Default: `window.parent` when the page is framed. */
  targetWindow?: MessageTarget
}

/** What {@link register} was given, by type, in order (this page's). */
const registered = new Map<string, Record<string, unknown>[]>()

function post(send: () => boolean): boolean {
  try {
    return send()
  } catch (error) {
    console.warn('[Tessera]: the editor message could not be posted', error)
    return false
  }
}

function targetOrigins(options: EditorSettingsOptions): readonly string[] {
  return createEditorTarget(resolveEditorTrust(options)).origins()
}

/**
 * Registers something with the editor, as Builder's gen-2 `register`: keeps `info` under `type`
 * (see {@link getRegistered}) and, in the editor's frame, posts `builder.register`
 * `{ type, info }` to the editor (only to a trusted origin, never to `'*'` as gen-2 does).
 * Functions in `info` are not sent.
 * @returns whether the editor was told (false on the server, outside the editor, or when the
 * framing page is not trusted)
 * @example register('insertMenu', { name: 'Our components', items: [{ name: 'Hero' }] })
 */
export function register(
  type: string,
  info: Record<string, unknown>,
  options: EditorSettingsOptions = {},
): boolean {
  const list = registered.get(type) ?? []
  list.push(info)
  registered.set(type, list)
  const data = JSON.parse(JSON.stringify(info)) as Record<string, unknown>
  return post(() =>
    postToEditor(createMessage('builder.register', { type, info: data }), {
      ...(options.targetWindow ? { targetWindow: options.targetWindow } : {}),
      targetOrigin: targetOrigins(options),
    }),
  )
}

/** What {@link register} was given for `type`, in order. */
export function getRegistered(type: string): readonly Record<string, unknown>[] {
  return [...(registered.get(type) ?? [])]
}

/**
 * Changes the editor's settings, as Builder's gen-2 `setEditorSettings`: in the editor's frame,
 * posts `builder.settingsChange` with `settings` (e.g. `{ customInsertMenu: true }`) to the
 * trusted editor.
 * @returns whether the editor was told
 */
export function setEditorSettings(
  settings: EditorSettingsData,
  options: EditorSettingsOptions = {},
): boolean {
  const data = JSON.parse(JSON.stringify(settings)) as EditorSettingsData
  return post(() =>
    postToEditor(createMessage('builder.settingsChange', data), {
      ...(options.targetWindow ? { targetWindow: options.targetWindow } : {}),
      targetOrigin: targetOrigins(options),
    }),
  )
}
