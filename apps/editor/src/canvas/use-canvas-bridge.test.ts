import { describe, expect, it } from 'vitest'
import { editingFrameUrl } from './use-canvas-bridge.ts'

describe('editingFrameUrl', () => {
  it('opens the page of the site in editing mode, keeping its own query', () => {
    expect(editingFrameUrl('https://site.test', '/about')).toBe(
      'https://site.test/about?builder.frameEditing=page',
    )
    expect(editingFrameUrl('https://site.test/', '/a b?x=1')).toBe(
      'https://site.test/a%20b?x=1&builder.frameEditing=page',
    )
  })
})
