/**
 * The editing side of `<Content>`, as one module that browser builds load only in the editor
 * (through `#editor-bridge`): it talks to the editor and applies its content updates, patches
 * and state resets. `<Content>` renders {@link EditorBridge} only while editing.
 * @module
 */
import { LOG_PREFIX } from '@tessera/core'
import type { Entry } from '@tessera/core'
import type { EditorToSiteMessage } from '@tessera/core/editor'
import type { Dispatch, SetStateAction } from 'react'
import type { BuilderState } from '../types.ts'
import { applyPatchUpdates } from './apply-patches.ts'
import { mergeContentUpdate } from './merge-content-update.ts'
import { useEditorBridge } from './use-editor-bridge.ts'
import type { EditorBridgeOptions } from './use-editor-bridge.ts'

/** Props of {@link EditorBridge}. */
export interface EditorBridgeProps extends Omit<EditorBridgeOptions, 'onMessage'> {
  /** The content shown now: the edited one, else the entry (its split-test variant). */
  getContent: () => Entry | null
  /** Sets the edited content (`previous` is `null` before the first edit). */
  setEdited: Dispatch<SetStateAction<Entry | null>>
  /** Replaces the content's state (`builder.resetState`). */
  resetState: (state: BuilderState) => void
}

/** Applies an accepted editor → site message to the content of `<Content>`. */
function applyEditorMessage(message: EditorToSiteMessage, props: EditorBridgeProps): void {
  const { model, getContent, setEdited } = props
  if (message.type === 'builder.contentUpdate') {
    const { key, alias, modelName, entry, data } = message.data
    if (![key, alias, modelName].includes(model) && (!entry || entry !== getContent()?.id)) return
    setEdited((previous) => mergeContentUpdate(previous ?? getContent(), data))
  } else if (message.type === 'builder.patchUpdates') {
    setEdited((previous) => {
      const current = previous ?? getContent()
      if (!current) return previous
      return applyPatchUpdates(current, message.data.data, (id, error) =>
        console.warn(`${LOG_PREFIX}patch for "${id}" refused:`, error),
      )
    })
  } else if (message.type === 'builder.resetState' && message.data.model === model) {
    props.resetState({ ...message.data.state })
  }
}

/**
 * Connects a `<Content>` to the editor while it is mounted (see `useEditorBridge`) and applies
 * the editor's messages. Renders nothing, so the HTML is the same with or without it.
 */
export function EditorBridge(props: EditorBridgeProps): null {
  const { getContent: _getContent, setEdited: _setEdited, resetState: _reset, ...options } = props
  useEditorBridge({ ...options, onMessage: (message) => applyEditorMessage(message, props) })
  return null
}
