import { describe, expect, it } from 'vitest'
import { isTrustedHost, isTrustedOrigin } from './trusted-hosts.ts'

describe('isTrustedHost', () => {
  it('matches exact names case-insensitively', () => {
    expect(isTrustedHost('Editor.Example.com', ['editor.example.com'])).toBe(true)
    expect(isTrustedHost('editor.example.com.evil.io', ['editor.example.com'])).toBe(false)
  })

  it('matches *. patterns on subdomains only', () => {
    expect(isTrustedHost('a.example.com', ['*.example.com'])).toBe(true)
    expect(isTrustedHost('a.b.example.com', ['*.example.com'])).toBe(true)
    expect(isTrustedHost('example.com', ['*.example.com'])).toBe(false)
    expect(isTrustedHost('evilexample.com', ['*.example.com'])).toBe(false)
  })
})

describe('isTrustedOrigin', () => {
  it('trusts localhost and 127.0.0.1 by default', () => {
    expect(isTrustedOrigin('http://localhost:3000')).toBe(true)
    expect(isTrustedOrigin('https://127.0.0.1')).toBe(true)
    expect(isTrustedOrigin('https://example.com')).toBe(false)
  })

  it('trusts the editor origin and configured hosts', () => {
    expect(
      isTrustedOrigin('https://cms.acme.io', { editorOrigin: 'https://cms.acme.io:8443' }),
    ).toBe(true)
    expect(isTrustedOrigin('https://x.acme.io', { trustedHosts: ['*.acme.io'] })).toBe(true)
    expect(isTrustedOrigin('https://acme.io', { trustedHosts: ['*.acme.io'] })).toBe(false)
  })

  it('refuses non-http origins and garbage', () => {
    expect(isTrustedOrigin('null')).toBe(false)
    expect(isTrustedOrigin('')).toBe(false)
    expect(isTrustedOrigin('file://localhost/x')).toBe(false)
    expect(isTrustedOrigin('javascript:alert(1)')).toBe(false)
    expect(isTrustedOrigin('http://localhost.evil.com')).toBe(false)
  })
})
