import { createMessage, parseEditorMessage } from '@tessera/core/editor'
import type { UserAttributes } from '@tessera/core'
import type {
  BlockRect,
  BlockRectsData,
  CanvasDropData,
  CanvasDropPlace,
  EditorToSiteMessage,
  RegisteredComponentInfo,
  SiteToEditorMessage,
} from '@tessera/core/editor'
import { InlineTextSession } from '../inline-text/inline-text-session.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { opsToCanvasUpdate } from './ops-to-patches.ts'
import { siteSdkOf } from './site-sdk.ts'
import type { SiteSdk } from './site-sdk.ts'

/** What the canvas tells the editor. */
export interface CanvasEvents {
  onHover(blockId: string | null, rect: BlockRect | undefined): void
  onSelect(blockId: string, rect: BlockRect | undefined): void
  onEmptyClick(parentId: string | null, dataPath: string): void
  onComponent(info: RegisteredComponentInfo): void
  /** The site said hello (`builder.sdkInfo`): what it supports. */
  onReady(patches: boolean, sdk: SiteSdk): void
  /** The boxes of the hovered and selected blocks moved (`tessera.v1.blockRects`). */
  onRects?(data: BlockRectsData): void
  /** A drag over the canvas is over a place (`null`: none). */
  onDragOver?(place: CanvasDropPlace | null): void
  /** A block was dragged in the canvas and dropped at a place (the editor decides). */
  onDrop?(drop: CanvasDropData): void
}

/**
 * The editor's end of the window messages with the site in the canvas frame. It accepts
 * messages only from that frame's window and the site's origin, and posts only to that origin;
 * no code is ever sent (never `builder.evaluate`). The site gets the whole content when it
 * says hello and after a reload, and `builder.patchUpdates` for each change of the document, or
 * the whole content again when its SDK applies no patches (Builder's gen-2 SDKs).
 */
export class CanvasBridge {
  private isReady = false
  /** Whether the site applies `builder.patchUpdates` (else each change sends the content). */
  private patches = true
  /** Whether the site runs Tessera's editing runtime (the only one that reads `tessera.v1.*`). */
  private hasRuntime = true
  /** What the site renders as (`builder.overrideUserAttributes`); `{}` for the visitor's own. */
  private userAttributes: UserAttributes = {}
  /** Set while applying a change the canvas made itself (it already shows it). */
  private isQuiet = false
  private readonly siteOrigin: string
  /** Inline text editing on the canvas. */
  readonly text: InlineTextSession
  private readonly stopChanges: () => void

  constructor(
    siteUrl: string,
    /** The frame's window (null before it exists); read on every message. */
    private readonly getFrame: () => Window | null,
    private readonly store: DocumentStore,
    private readonly contentId: string,
    private readonly events: CanvasEvents,
  ) {
    this.siteOrigin = new URL(siteUrl).origin
    this.text = new InlineTextSession(store, {
      post: (message) => this.post(message),
      silently: (apply) => {
        this.isQuiet = true
        try {
          apply()
        } finally {
          this.isQuiet = false
        }
      },
    })
    this.stopChanges = store.onChange((change) => {
      if (!this.isReady || this.isQuiet) return
      if (change.source === 'load' || change.source === 'remote' || !this.patches) {
        return this.sendContent()
      }
      const update = opsToCanvasUpdate(store, contentId, change.steps)
      if (update.kind === 'content') this.sendContent()
      else this.post(createMessage('builder.patchUpdates', { data: update.data }))
    })
  }

  /** The frame (re)loads: wait for the site to say hello again. */
  reset(): void {
    this.isReady = false
    this.text.reset()
  }

  /**
   * Has the site render as a visitor with these attributes would see it (`{}`: as itself);
   * sent again whenever the frame says hello.
   */
  overrideUserAttributes(attributes: UserAttributes): void {
    const changed = JSON.stringify(attributes) !== JSON.stringify(this.userAttributes)
    this.userAttributes = { ...attributes }
    if (this.isReady && changed) this.sendUserAttributes()
  }

  /** Blocks other authors are editing: their boxes are asked for with the selection. */
  watching: readonly string[] = []

  /** Tells the site which block is selected (it answers with `tessera.v1.blockRects`). */
  selectBlock(blockId: string | null): void {
    const watch = this.watching.length > 0 ? { watch: [...this.watching] } : {}
    if (this.isReady) {
      this.post(createMessage('tessera.v1.selectBlock', { version: 1, blockId, ...watch }))
    }
  }

  /**
   * Asks the site where a drop at `point` (the frame's viewport) would go; it answers with
   * `tessera.v1.dragOver`. `null`: the drag left the canvas or ended.
   */
  probe(point: { x: number; y: number } | null, blockId?: string): void {
    if (!this.isReady) return
    const data = { version: 1, point, ...(blockId === undefined ? {} : { blockId }) } as const
    this.post(createMessage('tessera.v1.dragProbe', data))
  }

  /** Handles a `message` event of the editor's window. */
  receive = (event: MessageEvent): void => {
    const frame = this.getFrame()
    if (event.origin !== this.siteOrigin || frame === null || event.source !== frame) return
    const message = parseEditorMessage(event.data, { from: 'site' })
    if (message) this.handle(message)
  }

  dispose(): void {
    this.stopChanges()
  }

  private handle(message: SiteToEditorMessage): void {
    switch (message.type) {
      case 'builder.sdkInfo': {
        const sdk = siteSdkOf(message.data)
        this.isReady = true
        this.patches = sdk.patches
        this.hasRuntime = sdk.hasTesseraRuntime
        this.text.reset()
        this.sendContent()
        if (Object.keys(this.userAttributes).length > 0) this.sendUserAttributes()
        this.events.onReady(message.data.supportsPatchUpdates !== false, sdk)
        return
      }
      case 'builder.registerComponent':
        return this.events.onComponent(message.data)
      case 'tessera.v1.blockHover':
        return this.events.onHover(message.data.blockId, message.data.rect)
      case 'tessera.v1.blockSelect':
        return this.events.onSelect(message.data.blockId, message.data.rect)
      case 'builder.clickEmptyBlocks':
        return this.events.onEmptyClick(message.data.parentElementId ?? null, message.data.dataPath)
      case 'tessera.v1.textEditStart':
      case 'tessera.v1.textInput':
      case 'tessera.v1.textEditEnd':
      case 'tessera.v1.textHistory':
        return this.text.receive(message)
      case 'tessera.v1.blockRects':
        return this.isOurs(message.data) ? this.events.onRects?.(message.data) : undefined
      case 'tessera.v1.dragOver':
        return this.isOurs(message.data) ? this.events.onDragOver?.(message.data.place) : undefined
      case 'tessera.v1.drop':
        return this.isOurs(message.data) ? this.events.onDrop?.(message.data) : undefined
      default:
        return undefined
    }
  }

  /** Whether a message is about the edited content (not another `<Content>` of the page). */
  private isOurs(data: { contentId: string }): boolean {
    return data.contentId === this.contentId
  }

  private sendContent(): void {
    const entry = this.store.toEntry()
    const variation = this.store.editedVariation()
    // A split-tested page: the frame shows the group being edited (the default: the page's id).
    if (variation !== undefined || hasVariationsField(entry)) {
      const data = { contentId: this.contentId, variationId: variation ?? this.contentId }
      this.post(createMessage('builder.overrideTestGroup', data))
    }
    this.post(createMessage('builder.contentUpdate', { modelName: 'page', data: entry }))
  }

  private sendUserAttributes(): void {
    this.post(createMessage('builder.overrideUserAttributes', { ...this.userAttributes }))
  }

  private post(message: EditorToSiteMessage): void {
    if (!this.hasRuntime && message.type.startsWith('tessera.')) return
    this.getFrame()?.postMessage(message, this.siteOrigin)
  }
}

function hasVariationsField(entry: Record<string, unknown>): boolean {
  const { variations } = entry
  return typeof variations === 'object' && variations !== null && Object.keys(variations).length > 0
}
