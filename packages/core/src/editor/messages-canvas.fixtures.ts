import { createMessage } from './messages.ts'
import type { EditorMessage } from './messages.ts'

/** Test fixtures: one valid message of each canvas drag-and-drop and geometry type. */
export const rect = { top: 10, left: 0, width: 300, height: 40 }

export const CANVAS_MESSAGES: EditorMessage[] = [
  createMessage('tessera.v1.dragOver', {
    version: 1,
    contentId: 'c1',
    place: { edge: 'before', blockId: 'b1', axis: 'vertical', rect },
  }),
  createMessage('tessera.v1.dragOver', { version: 1, contentId: 'c1', place: null }),
  createMessage('tessera.v1.drop', {
    version: 1,
    contentId: 'c1',
    source: { kind: 'external', token: 'a1b2-c3' },
    place: {
      edge: 'inside',
      parentId: 'cols',
      dataPath: 'component.options.columns.0.blocks',
      rect,
    },
  }),
  createMessage('tessera.v1.drop', {
    version: 1,
    contentId: 'c1',
    source: { kind: 'block', blockId: 'b2' },
    place: { edge: 'after', blockId: 'b1', axis: 'horizontal', rect },
  }),
  createMessage('tessera.v1.blockRects', {
    version: 1,
    contentId: 'c1',
    hovered: null,
    selected: { blockId: 'b1', rect },
  }),
]
