import type { EditorToSiteMessage, SiteToEditorMessage } from '@tessera/core/editor'
import { createRectReporter } from './create-rect-reporter.ts'
import { startCanvasDnd } from './start-canvas-dnd.ts'
import type { CanvasDndOptions } from './start-canvas-dnd.ts'

/** Options of {@link startCanvasRuntime}: those of its drag and drop. */
export type CanvasRuntimeOptions = CanvasDndOptions

/** The canvas side of a `<Content>` being edited, see {@link startCanvasRuntime}. */
export interface CanvasRuntime {
  /** Handles an editor message: `tessera.v1.selectBlock`, `tessera.v1.dragProbe` (not others). */
  receive(message: EditorToSiteMessage): void
  /** Hears what the site sent: a `tessera.v1.blockHover` makes that block followed. */
  sent(message: SiteToEditorMessage): void
  stop(): void
}

/**
 * The geometry and drag and drop of the canvas for one `<Content>` while editing: the boxes of
 * the hovered and selected blocks kept up to date for the editor's overlays, and drop places
 * for the page's own blocks dragged in the frame and for the editor's drags (see
 * `startCanvasDnd`).
 */
export function startCanvasRuntime(options: CanvasRuntimeOptions): CanvasRuntime {
  const rects = createRectReporter(options)
  const dnd = startCanvasDnd(options)
  return {
    receive(message) {
      if (message.type === 'tessera.v1.selectBlock')
        rects.setSelected(message.data.blockId, message.data.watch)
      else if (message.type === 'tessera.v1.dragProbe') dnd.probe(message.data)
    },
    sent(message) {
      if (message.type === 'tessera.v1.blockHover') rects.setHovered(message.data.blockId)
    },
    stop() {
      rects.stop()
      dnd.stop()
    },
  }
}
