import { describe, expect, it } from 'vitest'
import { CANVAS_DRAG_MEDIA_TYPE, parseEditorMessage } from './messages.ts'
import { CANVAS_MESSAGES, rect } from './messages-canvas.fixtures.ts'

const place = { edge: 'after', blockId: 'b1', axis: 'vertical', rect }
const drop = (data: Record<string, unknown>) => ({
  type: 'tessera.v1.drop',
  data: { version: 1, contentId: 'c1', source: { kind: 'block', blockId: 'b2' }, place, ...data },
})

describe('the canvas drag-and-drop messages', () => {
  it('accept valid data, from the site only', () => {
    for (const message of CANVAS_MESSAGES) {
      expect(parseEditorMessage(message, { from: 'site' })).toEqual(message)
      expect(parseEditorMessage(message, { from: 'editor' })).toBeUndefined()
    }
    expect(CANVAS_DRAG_MEDIA_TYPE).toBe('application/x-tessera-drag')
  })

  it.each<[string, Record<string, unknown>]>([
    ['another version', { version: 2 }],
    ['no content id', { contentId: '' }],
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
    ['an unknown source', { source: { kind: 'file', name: 'x' } }],
    ['a block source without an id', { source: { kind: 'block' } }],
    ['a token with code in it', { source: { kind: 'external', token: 'alert(1)' } }],
    ['a token too long', { source: { kind: 'external', token: 'a'.repeat(129) } }],
  ])('a drop with %s is refused', (_name, data) => {
    expect(parseEditorMessage(drop(data))).toBeUndefined()
  })

  it('refuses a dragOver without a place key and blockRects with bad boxes', () => {
    expect(
      parseEditorMessage({ type: 'tessera.v1.dragOver', data: { version: 1, contentId: 'c1' } }),
    ).toBeUndefined()
    const rects = (hovered: unknown, selected: unknown) => ({
      type: 'tessera.v1.blockRects',
      data: { version: 1, contentId: 'c1', hovered, selected },
    })
    expect(parseEditorMessage(rects(null, null))).toBeDefined()
    expect(parseEditorMessage(rects(undefined, null))).toBeUndefined()
    expect(parseEditorMessage(rects({ blockId: 'b1' }, null))).toBeUndefined()
    expect(parseEditorMessage(rects(null, { blockId: '', rect }))).toBeUndefined()
  })
})
