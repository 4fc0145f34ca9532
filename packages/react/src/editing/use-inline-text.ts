import type { Entry } from '@tessera/core'
import type { SiteToEditorMessage } from '@tessera/core/editor'
import { useEffect, useLayoutEffect, useRef } from 'react'
import type { Dispatch, RefObject, SetStateAction } from 'react'
import { createInlineText } from './inline-text.ts'
import type { InlineText } from './inline-text.ts'
import { componentOf, editableTextOf, textOf, withText } from './text-in-content.ts'

/** Options of {@link useInlineText}. */
export interface InlineTextHookOptions {
  /** Receives the controller while mounted. */
  inline: RefObject<InlineText | undefined>
  post: (message: SiteToEditorMessage) => void
  rootRef: RefObject<HTMLElement | null>
  contentId: string | undefined
  getContent: () => Entry | null
  setEdited: Dispatch<SetStateAction<Entry | null>>
}

/** Inline text editing of the content's Text blocks on double-click (see `createInlineText`). */
export function useInlineText(options: InlineTextHookOptions): void {
  const latest = useRef(options)
  latest.current = options
  const { inline, post, rootRef, contentId } = options
  useEffect(() => {
    const root = rootRef.current
    if (!root || !contentId) return undefined
    const controller = createInlineText({
      root,
      contentId,
      post,
      editableText: (id) => editableTextOf(latest.current.getContent(), id),
      onEnd: (id, html) =>
        latest.current.setEdited((previous) => {
          const current = previous ?? latest.current.getContent()
          return current ? withText(current, id, html) : previous
        }),
    })
    root.addEventListener('dblclick', controller.onDoubleClick)
    inline.current = controller
    return () => {
      root.removeEventListener('dblclick', controller.onDoubleClick)
      controller.dispose()
      inline.current = undefined
    }
  }, [inline, post, rootRef, contentId])

  // After every render of the content: it may have replaced the element being edited.
  useLayoutEffect(() => inline.current?.reattach())
}

/**
 * The content to render while a block is edited inline: its text stays the one rendered when
 * editing began, so that re-rendering never resets the caret (see `InlineText.pin`).
 */
export function pinEditedText(
  previous: Entry | null,
  content: Entry,
  inline: InlineText | undefined,
): Entry {
  const blockId = inline?.editing()
  if (!inline || blockId === undefined) return content
  // Changes copy what they touch: the same component object means the text was not set.
  const changed =
    previous === null || componentOf(previous, blockId) !== componentOf(content, blockId)
  const shown = inline.pin(blockId, textOf(content, blockId), changed)
  return shown === undefined ? content : withText(content, blockId, shown)
}
