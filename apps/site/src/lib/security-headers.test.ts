import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts'

/** The directives of a policy, by name. */
function directives(policy: string): Record<string, string[]> {
  const found: Record<string, string[]> = {}
  for (const directive of policy.split(';')) {
    const [name = '', ...sources] = directive.trim().split(/\s+/)
    found[name] = sources
  }
  return found
}

describe('contentSecurityPolicy', () => {
  const production = directives(
    contentSecurityPolicy({ nonce: 'abc123==', editorOrigins: ['https://editor.example.com'] }),
  )

  it('lets only scripts with the nonce run, and what they load or create', () => {
    expect(production['script-src']).toEqual([
      "'nonce-abc123=='",
      "'strict-dynamic'",
      "'self'",
      'https:',
      "'unsafe-inline'",
    ])
    expect(production['object-src']).toEqual(["'none'"])
    expect(production['base-uri']).toEqual(["'none'"])
  })

  it('lets only the site and its editors frame it in production', () => {
    expect(production['frame-ancestors']).toEqual(["'self'", 'https://editor.example.com'])
    const none = directives(contentSecurityPolicy({ nonce: 'n', editorOrigins: [] }))
    expect(none['frame-ancestors']).toEqual(["'self'"])
  })

  it('adds local editors and eval in development', () => {
    const development = directives(
      contentSecurityPolicy({ nonce: 'n', editorOrigins: [], isDevelopment: true }),
    )
    expect(development['frame-ancestors']).toEqual([
      "'self'",
      'http://localhost:*',
      'http://127.0.0.1:*',
    ])
    expect(development['script-src']).toContain("'unsafe-eval'")
    expect(production['script-src']).not.toContain("'unsafe-eval'")
  })

  it('leaves styles, images, frames and connections to the content', () => {
    expect(Object.keys(production).sort()).toEqual([
      'base-uri',
      'frame-ancestors',
      'object-src',
      'script-src',
    ])
  })
})

describe('securityHeaders', () => {
  it('adds nosniff and a referrer policy that keeps paths and parameters on the site', () => {
    const headers = securityHeaders({ nonce: 'n', editorOrigins: [] })
    expect(headers).toEqual({
      'Content-Security-Policy': contentSecurityPolicy({ nonce: 'n', editorOrigins: [] }),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
  })
})
