import { describe, expect, it } from 'vitest'
import { isTrustedHost, isTrustedOrigin, toWebOrigin } from './trusted-hosts.ts'

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

describe('toWebOrigin', () => {
  it('canonicalises http and https origins', () => {
    expect(toWebOrigin('HTTPS://Editor.Example.com/')).toBe('https://editor.example.com')
    expect(toWebOrigin('https://a.com:443')).toBe('https://a.com')
    expect(toWebOrigin(' http://localhost:4000/editor ')).toBe('http://localhost:4000')
  })

  it('refuses other schemes and garbage', () => {
    expect(toWebOrigin('null')).toBeUndefined()
    expect(toWebOrigin('file:///x')).toBeUndefined()
    expect(toWebOrigin('editor.example.com')).toBeUndefined()
  })
})

describe('isTrustedOrigin', () => {
  it('trusts nothing by default, localhost included', () => {
    expect(isTrustedOrigin('http://localhost:3000')).toBe(false)
    expect(isTrustedOrigin('https://127.0.0.1')).toBe(false)
    expect(isTrustedOrigin('https://example.com')).toBe(false)
  })

  it('trusts localhost and 127.0.0.1 on any port with trustLocalhost', () => {
    expect(isTrustedOrigin('http://localhost:3000', { trustLocalhost: true })).toBe(true)
    expect(isTrustedOrigin('https://127.0.0.1', { trustLocalhost: true })).toBe(true)
    expect(isTrustedOrigin('http://localhost.evil.com', { trustLocalhost: true })).toBe(false)
    expect(isTrustedOrigin('https://example.com', { trustLocalhost: true })).toBe(false)
  })

  it('trusts editor origins exactly: scheme, host and port', () => {
    const editorOrigins = ['https://cms.acme.io', 'http://127.0.0.1:4000/editor']
    expect(isTrustedOrigin('https://cms.acme.io', { editorOrigins })).toBe(true)
    expect(isTrustedOrigin('https://cms.acme.io:443', { editorOrigins })).toBe(true)
    expect(isTrustedOrigin('http://127.0.0.1:4000', { editorOrigins })).toBe(true)
    expect(isTrustedOrigin('http://cms.acme.io', { editorOrigins })).toBe(false)
    expect(isTrustedOrigin('https://cms.acme.io:8443', { editorOrigins })).toBe(false)
    expect(isTrustedOrigin('http://127.0.0.1:4001', { editorOrigins })).toBe(false)
    expect(isTrustedOrigin('http://localhost:4000', { editorOrigins })).toBe(false)
  })

  it('trusts configured host patterns on any port', () => {
    expect(isTrustedOrigin('https://x.acme.io:8443', { trustedHosts: ['*.acme.io'] })).toBe(true)
    expect(isTrustedOrigin('https://acme.io', { trustedHosts: ['*.acme.io'] })).toBe(false)
  })

  it('refuses non-http origins and garbage, whatever is trusted', () => {
    const all = { trustLocalhost: true, trustedHosts: ['*'], editorOrigins: ['null'] }
    expect(isTrustedOrigin('null', all)).toBe(false)
    expect(isTrustedOrigin('', all)).toBe(false)
    expect(isTrustedOrigin('file://localhost/x', all)).toBe(false)
    expect(isTrustedOrigin('javascript:alert(1)', all)).toBe(false)
  })
})
