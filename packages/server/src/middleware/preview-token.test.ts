import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createPreviewToken, verifyPreviewToken } from './preview-token.ts'

const secret = 'test-secret'
const claims = { spaceId: 'space-1', expiresAt: 2_000 }

describe('preview tokens', () => {
  it('round-trips claims until they expire', () => {
    const token = createPreviewToken(claims, secret)
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/)
    expect(verifyPreviewToken(token, secret, 1_999)).toEqual(claims)
    expect(verifyPreviewToken(token, secret, 2_000)).toBeUndefined()
  })

  it('refuses a token signed with another secret', () => {
    expect(verifyPreviewToken(createPreviewToken(claims, 'other'), secret, 0)).toBeUndefined()
  })

  it('refuses tampered claims', () => {
    const [, signature] = createPreviewToken(claims, secret).split('.')
    const forged = Buffer.from(JSON.stringify({ spaceId: 'space-2', expiresAt: 2_000 }))
    expect(verifyPreviewToken(`${forged.toString('base64url')}.${signature}`, secret, 0)).toBe(
      undefined,
    )
  })

  it.each(['', 'abc', 'a.b.c', '.', 'e30.x'])('refuses the malformed token %j', (token) => {
    expect(verifyPreviewToken(token, secret, 0)).toBeUndefined()
  })

  it('refuses well-signed payloads that are not claims', () => {
    for (const payload of ['null', '1', '{"spaceId":1,"expiresAt":5}', '{"spaceId":"s"}', '{']) {
      const encoded = Buffer.from(payload).toString('base64url')
      const signed = createHmac('sha256', secret).update(encoded).digest('base64url')
      expect(verifyPreviewToken(`${encoded}.${signed}`, secret, 0)).toBeUndefined()
    }
  })
})
