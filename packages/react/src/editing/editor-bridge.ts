/**
 * The editing side of `<Content>`, as one module that browser builds load only in the editor
 * (through `#editor-bridge`): it talks to the editor and applies its content updates, patches
 * and state resets. `<Content>` renders {@link EditorBridge} only while editing.
 * @module
 */
import { LOG_PREFIX } from '@tessera/core'
import type { Entry, UserAttributes } from '@tessera/core'
import type { EditorToSiteMessage } from '@tessera/core/editor'
import { useRef } from 'react'
import type { Dispatch, SetStateAction } from 'react'
import type { BuilderState } from '../types.ts'
import { applyPatchUpdates } from './apply-patches.ts'
import type { InlineText } from './inline-text.ts'
import { mergeContentUpdate } from './merge-content-update.ts'
import { showTestGroup } from './test-group.ts'
import { useEditorBridge } from './use-editor-bridge.ts'
import type { EditorBridgeOptions } from './use-editor-bridge.ts'
import { pinEditedText, useInlineText } from './use-inline-text.ts'

/** Props of {@link EditorBridge}. */
export interface EditorBridgeProps extends Omit<EditorBridgeOptions, 'onMessage'> {
  /** The content shown now: the edited one, else the entry (its split-test variant). */
  getContent: () => Entry | null
  /** Sets the edited content (`previous` is `null` before the first edit). */
  setEdited: Dispatch<SetStateAction<Entry | null>>
  /** Replaces the content's state (`builder.resetState`). */
  resetState: (state: BuilderState) => void
  /** Renders as visitors with these attributes (`builder.overrideUserAttributes`; `{}` ends it). */
  overrideUserAttributes?: (attributes: UserAttributes) => void
}

/** The split-test group the editor forced (`builder.overrideTestGroup`), if any. */
type GroupRef = { current: string | undefined }

/** Applies an accepted editor → site message to the content of `<Content>`. */
function applyEditorMessage(
  message: EditorToSiteMessage,
  props: EditorBridgeProps,
  inline: InlineText | undefined,
  group: GroupRef,
): void {
  const { model, getContent, setEdited } = props
  if (message.type === 'builder.contentUpdate') {
    const { key, alias, modelName, entry, data } = message.data
    if (![key, alias, modelName].includes(model) && (!entry || entry !== getContent()?.id)) return
    setEdited((previous) => {
      const base = previous ?? getContent()
      // A forced group's data is replaced whole: keep none of the group shown before.
      const from = group.current !== undefined && base ? { ...base, data: {} } : base
      return pinEditedText(
        null,
        showTestGroup(mergeContentUpdate(from, data), group.current),
        inline,
      )
    })
  } else if (message.type === 'builder.overrideTestGroup') {
    if (message.data.contentId !== getContent()?.id) return
    group.current = message.data.variationId
    setEdited((previous) => {
      const current = previous ?? getContent()
      return current ? showTestGroup(current, group.current) : previous
    })
  } else if (message.type === 'builder.patchUpdates') {
    setEdited((previous) => {
      const current = previous ?? getContent()
      if (!current) return previous
      const next = applyPatchUpdates(current, message.data.data, (id, error) =>
        console.warn(`${LOG_PREFIX}patch for "${id}" refused:`, error),
      )
      return pinEditedText(current, next, inline)
    })
  } else if (message.type === 'tessera.v1.textFormat') {
    inline?.format(message.data)
  } else if (message.type === 'tessera.v1.textEdit') {
    inline?.start(message.data.blockId)
  } else if (message.type === 'tessera.v1.textEditStop') {
    if (inline?.editing() === message.data.blockId) inline.stop()
  } else if (message.type === 'builder.overrideUserAttributes') {
    props.overrideUserAttributes?.({ ...message.data })
  } else if (message.type === 'builder.resetState' && message.data.model === model) {
    props.resetState({ ...message.data.state })
  }
}

/**
 * Connects a `<Content>` to the editor while it is mounted (see `useEditorBridge`) and applies
 * the editor's messages. Renders nothing, so the HTML is the same with or without it.
 */
export function EditorBridge(props: EditorBridgeProps): null {
  const {
    getContent,
    setEdited,
    resetState: _reset,
    overrideUserAttributes: _override,
    ...options
  } = props
  const inline = useRef<InlineText | undefined>(undefined)
  const group = useRef<string | undefined>(undefined)
  const post = useEditorBridge({
    ...options,
    onMessage: (message) => applyEditorMessage(message, props, inline.current, group),
  })
  const { rootRef, contentId } = options
  useInlineText({ inline, post, rootRef, contentId, getContent, setEdited })
  return null
}
