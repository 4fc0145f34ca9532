import { describe, expect, it } from 'vitest'
import { resolveEditorTrust } from './editor-trust.ts'

describe('resolveEditorTrust', () => {
  it('trusts localhost by default only on a page served from a local host', () => {
    expect(resolveEditorTrust({}, 'localhost').trustLocalhost).toBe(true)
    expect(resolveEditorTrust({}, '127.0.0.1').trustLocalhost).toBe(true)
    expect(resolveEditorTrust({}, 'www.example.com').trustLocalhost).toBe(false)
    expect(resolveEditorTrust({}, '').trustLocalhost).toBe(false)
  })

  it('keeps an explicit trustLocalhost and the configured origins and hosts', () => {
    const options = {
      trustLocalhost: false,
      editorOrigins: ['https://editor.example.com'],
      trustedHosts: ['*.example.org'],
    }
    expect(resolveEditorTrust(options, 'localhost')).toEqual(options)
    expect(resolveEditorTrust({ trustLocalhost: true }, 'example.com').trustLocalhost).toBe(true)
  })
})
