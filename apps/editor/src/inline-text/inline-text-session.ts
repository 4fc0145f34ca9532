import { createMessage, EDITOR_PROTOCOL_VERSION } from '@tessera/core/editor'
import type {
  EditorMessage,
  EditorToSiteMessage,
  TextFormat,
  TextSiteToEditorDataMap,
} from '@tessera/core/editor'
import type { DocumentStore } from '../state/document-store.ts'

/** An inline text message from the canvas. */
export type TextSiteMessage = EditorMessage<keyof TextSiteToEditorDataMap>

/** What the session needs of the canvas. */
export interface TextCanvas {
  post(message: EditorToSiteMessage): void
  /** Applies a change without sending it to the canvas (which already shows it). */
  silently(apply: () => void): void
}

/**
 * The editor's side of inline text editing on the canvas: it applies the HTML the author types
 * in the frame to the document (sanitized) as `set component.options.text`, one undo step per
 * typing burst, sends the toolbar's formats to the frame, and passes Ctrl/Cmd+Z from the frame
 * to the document's undo. Changes typed in the frame are not echoed back to it (the caret would
 * jump), unless cleaning changed them. The sanitizer (DOMPurify) is loaded on demand, when
 * editing starts; messages that arrive meanwhile wait for it, in order.
 */
export class InlineTextSession {
  private editing: string | undefined
  /** Bumped when a burst ends (a format, an undo, editing started or ended). */
  private burst = 0
  private readonly listeners = new Set<() => void>()
  private sanitize: ((html: string) => string) | undefined
  private loading: Promise<void> | undefined
  /** Messages waiting for the sanitizer, in order. */
  private readonly waiting: TextSiteMessage[] = []
  /** Whether the author may only look (a viewer): editing is refused. */
  readOnly = false

  constructor(
    private readonly store: DocumentStore,
    private readonly canvas: TextCanvas,
  ) {}

  /** The block being edited on the canvas, if any. */
  get blockId(): string | undefined {
    return this.editing
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Resolves once the sanitizer is loaded (or failed to: then typed text is refused). */
  ready(): Promise<void> {
    this.loading ??= import('./sanitize-text-html.ts').then(
      (module) => {
        this.sanitize = module.sanitizeTextHtml
      },
      (error: unknown) => console.error('The HTML sanitizer could not be loaded:', error),
    )
    return this.loading
  }

  receive(message: TextSiteMessage): void {
    if (this.waiting.length > 0 || (message.type === 'tessera.v1.textInput' && !this.sanitize)) {
      this.waiting.push(message)
      if (this.waiting.length === 1) void this.ready().then(() => this.drain())
      return
    }
    this.handle(message)
  }

  private drain(): void {
    for (let message = this.waiting.shift(); message; message = this.waiting.shift())
      this.handle(message)
  }

  private handle(message: TextSiteMessage): void {
    switch (message.type) {
      case 'tessera.v1.textEditStart': {
        const { blockId } = message.data
        if (this.readOnly || this.textOf(blockId) === undefined) return this.stopBlock(blockId)
        this.burst += 1
        void this.ready()
        return this.setEditing(blockId)
      }
      case 'tessera.v1.textInput': {
        const { blockId, html, cause } = message.data
        if (this.readOnly) return this.stopBlock(blockId)
        return this.apply(blockId, html, cause)
      }
      case 'tessera.v1.textEditEnd':
        this.burst += 1
        if (this.editing === message.data.blockId) this.setEditing(undefined)
        return undefined
      case 'tessera.v1.textHistory':
        if (this.readOnly) return undefined
        this.burst += 1
        if (message.data.action === 'undo') this.store.undo()
        else this.store.redo()
        return undefined
    }
  }

  /**
   * Asks the frame to edit a Text block inline (the keyboard's way to what a double-click does);
   * `focusFrame` runs first, since a frame may not take the focus by itself. Returns whether the
   * block is a Text that may be edited.
   */
  begin(blockId: string, focusFrame: () => void): boolean {
    if (this.readOnly || this.textOf(blockId) === undefined) return false
    focusFrame()
    this.canvas.post(
      createMessage('tessera.v1.textEdit', { version: EDITOR_PROTOCOL_VERSION, blockId }),
    )
    return true
  }

  /** Asks the frame to apply a format to the selection of the text being edited. */
  format(format: TextFormat, url?: string): void {
    if (this.editing === undefined) return
    this.canvas.post(
      createMessage('tessera.v1.textFormat', {
        version: EDITOR_PROTOCOL_VERSION,
        blockId: this.editing,
        format,
        ...(format === 'link' ? { url } : {}),
      }),
    )
  }

  /** The frame reloaded: nothing is being edited any more. */
  reset(): void {
    this.burst += 1
    if (this.editing !== undefined) this.setEditing(undefined)
  }

  /** Ends inline editing (the frame answers with `textEditEnd`). */
  stop(): void {
    if (this.editing !== undefined) this.stopBlock(this.editing)
  }

  private stopBlock(blockId: string): void {
    this.canvas.post(
      createMessage('tessera.v1.textEditStop', { version: EDITOR_PROTOCOL_VERSION, blockId }),
    )
  }

  private setEditing(blockId: string | undefined): void {
    this.editing = blockId
    for (const listener of this.listeners) listener()
  }

  /** The text of a Text block of the document, or undefined when it is not one. */
  private textOf(blockId: string): string | undefined {
    const component = this.store.block(blockId)?.json.component as
      { name?: unknown; options?: Record<string, unknown> } | undefined
    if (component?.name !== 'Text') return undefined
    const text = component.options?.text
    return typeof text === 'string' ? text : ''
  }

  private apply(blockId: string, html: string, cause: 'typing' | 'format'): void {
    const current = this.textOf(blockId)
    if (current === undefined) return
    let clean: string
    try {
      if (!this.sanitize) throw new Error('no sanitizer')
      clean = this.sanitize(html)
    } catch (error) {
      console.error('Inline text refused:', error)
      return this.stopBlock(blockId)
    }
    if (clean === current) {
      // Cleaning undid the change: the frame must show the text as it is.
      if (clean !== html) this.showText(blockId, clean)
      return
    }
    if (cause === 'format') this.burst += 1
    const dispatch = () =>
      this.store.dispatch(
        [{ type: 'set', target: blockId, path: ['component', 'options', 'text'], value: clean }],
        {
          label: cause === 'format' ? 'Format text' : 'Type text',
          coalesce: `${blockId}:inline-text:${this.burst}`,
        },
      )
    if (clean === html) this.canvas.silently(dispatch)
    else dispatch()
    // Typing after a format is a step of its own.
    if (cause === 'format') this.burst += 1
  }

  private showText(blockId: string, text: string): void {
    this.canvas.post(
      createMessage('builder.patchUpdates', {
        data: { [blockId]: [{ op: 'replace', path: '/component/options/text', value: text }] },
      }),
    )
  }
}
