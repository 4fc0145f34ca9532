import { createMessage, EDITOR_PROTOCOL_VERSION, isSafeLinkUrl } from '@tessera/core/editor'
import type { SiteToEditorMessage, TextFormat, TextFormatData } from '@tessera/core/editor'

/** Options of {@link createInlineText}. */
export interface InlineTextOptions {
  /** The content wrapper: only its blocks are edited. */
  root: HTMLElement
  contentId: string
  post: (message: SiteToEditorMessage) => void
  /**
   * The raw HTML of a block's text when it can be edited inline (a Text block whose text is
   * plain HTML, without `{{bindings}}`), else undefined.
   */
  editableText: (blockId: string) => string | undefined
  /** Editing of a block ended with this HTML: the content should render it from now on. */
  onEnd: (blockId: string, html: string) => void
}

interface Session {
  blockId: string
  element: HTMLElement
  /** The text React rendered when editing began; it keeps rendering it while editing. */
  pinned: string
  /** The HTML the element shows now (and that the editor was told). */
  html: string
  range: Range | undefined
  stopListening?: () => void
}

const EXEC: Readonly<Record<Exclude<TextFormat, 'link'>, [string, string?]>> = {
  bold: ['bold'],
  italic: ['italic'],
  bulletedList: ['insertUnorderedList'],
  numberedList: ['insertOrderedList'],
  heading2: ['formatBlock', '<h2>'],
  heading3: ['formatBlock', '<h3>'],
  paragraph: ['formatBlock', '<p>'],
}

function caretToEnd(element: HTMLElement): void {
  const selection = element.ownerDocument.getSelection()
  if (!selection) return
  const range = element.ownerDocument.createRange()
  range.selectNodeContents(element)
  range.collapse(false)
  selection.removeAllRanges()
  selection.addRange(range)
}

/**
 * Inline text editing on the canvas. A double-click on an editable Text block makes its
 * `.builder-text` element `contenteditable`; each change is posted to the editor as
 * `tessera.v1.textInput` (the new HTML), Escape or a click elsewhere in the page ends it,
 * Ctrl/Cmd+B and I format, Ctrl/Cmd+Z and Shift+Z (or Y) ask the editor to undo or redo.
 *
 * The caret is never reset by the editor's own echo: while a block is edited, `pin` keeps the
 * content rendering the text it had when editing began (so React leaves the element alone), and
 * only a text the element does not already show (an undo, a change made in the panels, HTML
 * the editor had to clean) is written into it, with the caret put at its end.
 */
export function createInlineText(options: InlineTextOptions) {
  const { root, contentId, post } = options
  const document = root.ownerDocument
  let session: Session | undefined
  let formatting = false

  const report = (cause: 'typing' | 'format') => {
    if (!session) return
    const html = session.element.innerHTML
    if (html === session.html) return
    session.html = html
    const { blockId } = session
    post(
      createMessage('tessera.v1.textInput', {
        version: EDITOR_PROTOCOL_VERSION,
        contentId,
        blockId,
        html,
        cause,
      }),
    )
  }

  const finish = (notifyContent: boolean) => {
    const ended = session
    if (!ended) return
    session = undefined
    ended.stopListening?.()
    ended.element.removeAttribute('contenteditable')
    ended.element.removeAttribute('role')
    ended.element.removeAttribute('aria-multiline')
    post(
      createMessage('tessera.v1.textEditEnd', {
        version: EDITOR_PROTOCOL_VERSION,
        contentId,
        blockId: ended.blockId,
      }),
    )
    if (notifyContent) options.onEnd(ended.blockId, ended.html)
  }

  const execute = (format: TextFormat, url?: string) => {
    if (!session) return
    const [command, value] =
      format === 'link' ? ['createLink', url] : (EXEC[format] as [string, string?])
    if (format === 'link' && (url === undefined || !isSafeLinkUrl(url))) return
    const { element, range } = session
    element.focus()
    const selection = document.getSelection()
    if (range && selection && element.contains(range.commonAncestorContainer)) {
      selection.removeAllRanges()
      selection.addRange(range)
    }
    formatting = true
    try {
      document.execCommand(command, false, value)
    } finally {
      formatting = false
    }
    report('format')
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const mod = event.ctrlKey || event.metaKey
    const key = event.key.toLowerCase()
    if (key === 'escape') {
      event.preventDefault()
      finish(true)
    } else if (mod && (key === 'b' || key === 'i') && !event.shiftKey && !event.altKey) {
      event.preventDefault()
      execute(key === 'b' ? 'bold' : 'italic')
    } else if (mod && (key === 'z' || key === 'y')) {
      event.preventDefault()
      report('typing')
      const action = key === 'y' || event.shiftKey ? 'redo' : 'undo'
      post(createMessage('tessera.v1.textHistory', { version: EDITOR_PROTOCOL_VERSION, action }))
    }
  }

  const elementOf = (blockId: string) =>
    root
      .querySelector(`[builder-id="${CSS.escape(blockId)}"]`)
      ?.querySelector<HTMLElement>('.builder-text') ?? undefined

  /** Makes `element` the edited one: editable, focused, listened to. */
  const attach = (element: HTMLElement): (() => void) => {
    element.setAttribute('contenteditable', 'true')
    element.setAttribute('role', 'textbox')
    element.setAttribute('aria-multiline', 'true')
    // New lines are paragraphs, as the toolbar's Paragraph makes them.
    document.execCommand?.('defaultParagraphSeparator', false, 'p')
    const onInput = () => {
      if (!formatting) report('typing')
    }
    const onSelectionChange = () => {
      const selection = document.getSelection()
      const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : undefined
      if (session && range && element.contains(range.commonAncestorContainer))
        session.range = range.cloneRange()
    }
    // Focus moving out of the page (to the editor's toolbar) keeps editing; moving elsewhere in
    // the page (a click on another block) ends it.
    const onBlur = () =>
      setTimeout(() => {
        if (session?.element !== element || !document.hasFocus()) return
        if (document.activeElement !== element) finish(true)
      }, 0)
    element.addEventListener('input', onInput)
    element.addEventListener('keydown', onKeyDown)
    element.addEventListener('blur', onBlur)
    document.addEventListener('selectionchange', onSelectionChange)
    element.focus()
    return () => {
      element.removeEventListener('input', onInput)
      element.removeEventListener('keydown', onKeyDown)
      element.removeEventListener('blur', onBlur)
      document.removeEventListener('selectionchange', onSelectionChange)
    }
  }

  const start = (blockId: string): boolean => {
    if (session?.blockId === blockId) return true
    finish(true)
    const text = options.editableText(blockId)
    const element = text === undefined ? undefined : elementOf(blockId)
    if (text === undefined || !element) return false
    session = { blockId, element, pinned: text, html: element.innerHTML, range: undefined }
    session.stopListening = attach(element)
    // The double-click selected a word: start typing after it (else at the end).
    const selection = document.getSelection()
    if (selection && selection.rangeCount > 0 && element.contains(selection.focusNode)) {
      selection.collapseToEnd()
    } else caretToEnd(element)
    post(
      createMessage('tessera.v1.textEditStart', {
        version: EDITOR_PROTOCOL_VERSION,
        contentId,
        blockId,
      }),
    )
    return true
  }

  const onDoubleClick = (event: Event) => {
    let element = event.target instanceof Element ? event.target : null
    while (element && root.contains(element)) {
      const blockId = element.getAttribute('builder-id')
      if (blockId) {
        if (start(blockId)) event.preventDefault()
        return
      }
      element = element.parentElement
    }
  }

  return {
    onDoubleClick,
    start,
    /** Ends editing (the text stays as typed). */
    stop: () => finish(true),
    /** The block being edited, if any. */
    editing: (): string | undefined => session?.blockId,
    /** Applies a format from the editor to the selection of the block being edited. */
    format: (data: TextFormatData) => {
      if (session?.blockId === data.blockId) execute(data.format, data.url)
    },
    /**
     * Given the text the content now has for the block being edited, and whether the editor's
     * change just set it (`changed`: else it is still the pinned one), shows it when the element
     * does not already (see above), and returns the text to render instead: the one rendered
     * when editing began. Idempotent. `undefined`: the block is gone (editing ends).
     */
    pin: (blockId: string, text: string | undefined, changed: boolean): string | undefined => {
      if (!session || session.blockId !== blockId) return text
      if (text === undefined) {
        finish(false)
        return text
      }
      if (changed && text !== session.html) {
        session.element.innerHTML = text
        session.html = text
        if (document.activeElement === session.element) caretToEnd(session.element)
      }
      return session.pinned
    },
    /**
     * After a render: when it replaced the edited element (a change of the block renders it
     * anew), editing goes on in the new one, with the text typed so far.
     */
    reattach: () => {
      if (!session || session.element.isConnected) return
      const element = elementOf(session.blockId)
      if (!element) return finish(false)
      session.stopListening?.()
      element.innerHTML = session.html
      session.element = element
      session.range = undefined
      session.stopListening = attach(element)
      caretToEnd(element)
    },
    dispose: () => finish(false),
  }
}

export type InlineText = ReturnType<typeof createInlineText>
