import { createMessage } from './messages.ts'
import type { EditorMessage } from './messages.ts'

/** Test fixtures: valid messages of the canvas drag-and-drop and geometry types. */
export const rect = { top: 10, left: 0, width: 300, height: 40 }

/** Sent by the site. */
export const CANVAS_SITE_MESSAGES: EditorMessage[] = [
  createMessage('tessera.v1.dragOver', {
    version: 1,
    contentId: 'c1',
    place: { edge: 'before', blockId: 'b1', axis: 'vertical', rect },
  }),
  createMessage('tessera.v1.dragOver', {
    version: 1,
    contentId: 'c1',
    place: {
      edge: 'inside',
      parentId: 'cols',
      dataPath: 'component.options.columns.0.blocks',
      rect,
    },
  }),
  createMessage('tessera.v1.dragOver', { version: 1, contentId: 'c1', place: null }),
  createMessage('tessera.v1.drop', {
    version: 1,
    contentId: 'c1',
    blockId: 'b2',
    place: { edge: 'after', blockId: 'b1', axis: 'horizontal', rect },
  }),
  createMessage('tessera.v1.blockRects', {
    version: 1,
    contentId: 'c1',
    hovered: null,
    selected: { blockId: 'b1', rect },
  }),
  createMessage('tessera.v1.blockRects', {
    version: 1,
    contentId: 'c1',
    hovered: null,
    selected: null,
    watched: [{ blockId: 'b2', rect }],
  }),
]

/** Sent by the editor. */
export const CANVAS_EDITOR_MESSAGES: EditorMessage[] = [
  createMessage('tessera.v1.dragProbe', { version: 1, point: { x: 10, y: 20.5 }, blockId: 'b1' }),
  createMessage('tessera.v1.dragProbe', { version: 1, point: null }),
]

export const CANVAS_MESSAGES = [...CANVAS_SITE_MESSAGES, ...CANVAS_EDITOR_MESSAGES]
