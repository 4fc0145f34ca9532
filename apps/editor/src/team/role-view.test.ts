import { describe, expect, it } from 'vitest'
import { isCodeBlock, roleView } from './role-view.ts'

describe('roleView', () => {
  it('offers an editor content only: no palette or drag, read-only styles, no code', () => {
    expect(roleView('editor')).toEqual({
      readOnly: false,
      structureLocked: true,
      stylesLocked: true,
      codeHidden: true,
      canManageTeam: false,
    })
  })

  it('offers a designer layout and styles but no code, a developer code but no team', () => {
    expect(roleView('designer')).toMatchObject({
      structureLocked: false,
      stylesLocked: false,
      codeHidden: true,
      canManageTeam: false,
    })
    expect(roleView('developer')).toMatchObject({ codeHidden: false, canManageTeam: false })
    expect(roleView('admin').canManageTeam).toBe(true)
    expect(roleView('viewer').readOnly).toBe(true)
  })

  it('knows the blocks whose options are code', () => {
    expect(isCodeBlock('Custom Code')).toBe(true)
    expect(isCodeBlock('Embed')).toBe(true)
    expect(isCodeBlock('Text')).toBe(false)
    expect(isCodeBlock(undefined)).toBe(false)
  })
})
