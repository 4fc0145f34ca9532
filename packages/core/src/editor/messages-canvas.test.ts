import { describe, expect, it } from 'vitest'
import { parseEditorMessage } from './messages.ts'
import {
  CANVAS_EDITOR_MESSAGES,
  CANVAS_SITE_MESSAGES,
  rect,
} from './messages-canvas.test-support.ts'

const place = { edge: 'after', blockId: 'b1', axis: 'vertical', rect }
const drop = (data: Record<string, unknown>) => ({
  type: 'tessera.v1.drop',
  data: { version: 1, contentId: 'c1', blockId: 'b2', place, ...data },
})

describe('the canvas drag-and-drop messages', () => {
  it('accept valid data, each from its own side only', () => {
    for (const message of CANVAS_SITE_MESSAGES) {
      expect(parseEditorMessage(message, { from: 'site' })).toEqual(message)
      expect(parseEditorMessage(message, { from: 'editor' })).toBeUndefined()
    }
    for (const message of CANVAS_EDITOR_MESSAGES) {
      expect(parseEditorMessage(message, { from: 'editor' })).toEqual(message)
      expect(parseEditorMessage(message, { from: 'site' })).toBeUndefined()
    }
  })

  it.each<[string, Record<string, unknown>]>([
    ['another version', { version: 2 }],
    ['no content id', { contentId: '' }],
    ['no block', { blockId: undefined }],
    ['an unknown edge', { place: { ...place, edge: 'over' } }],
    ['a place without a rect', { place: { edge: 'after', blockId: 'b1', axis: 'vertical' } }],
    ['a rect with a NaN', { place: { ...place, rect: { ...rect, top: Number.NaN } } }],
    ['a place without an axis', { place: { edge: 'before', blockId: 'b1', rect } }],
    ['a before place without a block', { place: { ...place, blockId: '' } }],
    ['an inside place without a path', { place: { edge: 'inside', parentId: null, rect } }],
    [
      'an inside place with a numeric owner',
      { place: { edge: 'inside', parentId: 1, dataPath: 'children', rect } },
    ],
    ['a null place', { place: null }],
  ])('a drop with %s is refused', (_name, data) => {
    expect(parseEditorMessage(drop(data))).toBeUndefined()
  })

  it('refuses a dragOver without a place, probes with bad points, blockRects with bad boxes', () => {
    const message = (type: string, data: Record<string, unknown>) => ({
      type,
      data: { version: 1, ...data },
    })
    expect(parseEditorMessage(message('tessera.v1.dragOver', { contentId: 'c1' }))).toBeUndefined()
    for (const point of [undefined, { x: 1 }, { x: 1, y: Infinity }, [1, 2]]) {
      expect(parseEditorMessage(message('tessera.v1.dragProbe', { point }))).toBeUndefined()
    }
    expect(
      parseEditorMessage(message('tessera.v1.dragProbe', { point: null, blockId: '' })),
    ).toBeUndefined()
    const rects = (hovered: unknown, selected: unknown) =>
      message('tessera.v1.blockRects', { contentId: 'c1', hovered, selected })
    expect(parseEditorMessage(rects(null, null))).toBeDefined()
    expect(parseEditorMessage(rects(undefined, null))).toBeUndefined()
    expect(parseEditorMessage(rects({ blockId: 'b1' }, null))).toBeUndefined()
    expect(parseEditorMessage(rects(null, { blockId: '', rect }))).toBeUndefined()
    const watched = (list: unknown) =>
      message('tessera.v1.blockRects', {
        contentId: 'c1',
        hovered: null,
        selected: null,
        watched: list,
      })
    expect(parseEditorMessage(watched([{ blockId: 'b1', rect }]))).toBeDefined()
    expect(parseEditorMessage(watched([null]))).toBeUndefined()
    expect(parseEditorMessage(watched({ blockId: 'b1', rect }))).toBeUndefined()
  })
})
