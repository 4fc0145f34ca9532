import { describe, expect, it } from 'vitest'
import { isEditing, isPreviewing } from './is-editing.ts'

describe('isEditing', () => {
  it('is true in a frame whose URL has builder.frameEditing', () => {
    expect(isEditing({ search: '?builder.frameEditing=page', isInIframe: true })).toBe(true)
    expect(isEditing({ search: 'a=1&builder.frameEditing=', isInIframe: true })).toBe(true)
    expect(isEditing({ search: '?builder_frameEditing=page', isInIframe: true })).toBe(true)
  })

  it('is false outside a frame or without the parameter', () => {
    expect(isEditing({ search: '?builder.frameEditing=page', isInIframe: false })).toBe(false)
    expect(isEditing({ search: '?builder.preview=page', isInIframe: true })).toBe(false)
    expect(isEditing({ search: '?xbuilder.frameEditing=page', isInIframe: true })).toBe(false)
  })

  it('is false on the server by default', () => {
    expect(typeof window).toBe('undefined')
    expect(isEditing()).toBe(false)
    expect(isEditing({ search: '?builder.frameEditing=page' })).toBe(false)
  })
})

describe('isPreviewing', () => {
  it('is true with builder.preview or builder.frameEditing', () => {
    expect(isPreviewing({ search: '?builder.preview=page' })).toBe(true)
    expect(isPreviewing({ search: 'builder.frameEditing=page' })).toBe(true)
    expect(isPreviewing({ search: '?builder_preview=page' })).toBe(true)
  })

  it('is false otherwise, and on the server by default', () => {
    expect(isPreviewing({ search: '?builder.space=key' })).toBe(false)
    expect(isPreviewing({ search: '' })).toBe(false)
    expect(isPreviewing()).toBe(false)
  })
})
