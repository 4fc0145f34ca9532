import { describe, expect, it } from 'vitest'
import { EDITOR_ORIGINS_VARIABLE, parseEditorOrigins } from './editor-origins.ts'

describe('parseEditorOrigins', () => {
  it('reads a comma-separated list of origins, canonical and without repeats', () => {
    expect(
      parseEditorOrigins(' https://Editor.Example.com/ ,http://localhost:4000,, https://a.com:443'),
    ).toEqual({
      ok: true,
      origins: ['https://editor.example.com', 'http://localhost:4000', 'https://a.com'],
    })
    expect(parseEditorOrigins('https://a.com,https://A.com/')).toEqual({
      ok: true,
      origins: ['https://a.com'],
    })
  })

  it('is empty when unset or blank', () => {
    expect(parseEditorOrigins(undefined)).toEqual({ ok: true, origins: [] })
    expect(parseEditorOrigins(' , ')).toEqual({ ok: true, origins: [] })
  })

  it.each([
    'editor.example.com',
    'https://editor.example.com/editor',
    'https://editor.example.com/?x=1',
    'https://user@editor.example.com',
    'ftp://editor.example.com',
    '*.example.com',
    'null',
  ])('refuses %j, naming the variable and the entry', (entry) => {
    const parsed = parseEditorOrigins(`https://ok.example.com,${entry}`)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) {
      expect(parsed.message).toContain(EDITOR_ORIGINS_VARIABLE)
      expect(parsed.message).toContain(`"${entry}"`)
    }
  })
})
