import { describe, expect, it } from 'vitest'
import { getRegistered, register, setEditorSettings } from './editor-settings.ts'

/** A window that records what is posted to it, and to which origin. */
function recordingWindow() {
  const posted: Array<{ message: unknown; origin: string }> = []
  return {
    posted,
    postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
  }
}

const EDITOR = 'https://editor.example.com'

describe('register (gen-2)', () => {
  it('posts builder.register { type, info } to the trusted editor and keeps the info', () => {
    const editor = recordingWindow()
    const info = { name: 'Our components', items: [{ name: 'Hero' }], onPick: () => 1 }
    const before = getRegistered('insertMenu').length // other files of this worker register too
    const sent = register('insertMenu', info, { targetWindow: editor, editorOrigins: [EDITOR] })
    expect(sent).toBe(true)
    expect(editor.posted).toEqual([
      {
        message: {
          type: 'builder.register',
          data: { type: 'insertMenu', info: { name: 'Our components', items: [{ name: 'Hero' }] } },
        },
        origin: EDITOR,
      },
    ])
    expect(getRegistered('insertMenu').slice(before)).toEqual([info])
  })

  it('posts nothing without a trusted editor (never to "*")', () => {
    const editor = recordingWindow()
    const before = getRegistered('editor.settings').length
    expect(register('editor.settings', { a: 1 }, { targetWindow: editor })).toBe(false)
    expect(editor.posted).toEqual([])
    expect(getRegistered('editor.settings').slice(before)).toEqual([{ a: 1 }])
  })
})

describe('setEditorSettings (gen-2)', () => {
  it('posts builder.settingsChange to the trusted editor', () => {
    const editor = recordingWindow()
    const settings = {
      customInsertMenu: true,
      designTokens: { colors: [{ name: 'Brand', value: '#f00' }] },
    }
    expect(setEditorSettings(settings, { targetWindow: editor, editorOrigins: [EDITOR] })).toBe(
      true,
    )
    expect(editor.posted).toEqual([
      { message: { type: 'builder.settingsChange', data: settings }, origin: EDITOR },
    ])
  })

  it('does nothing on the server (no window)', () => {
    expect(setEditorSettings({ customInsertMenu: true }, { editorOrigins: [EDITOR] })).toBe(false)
  })
})
