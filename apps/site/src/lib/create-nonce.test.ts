import { describe, expect, it } from 'vitest'
import { createNonce } from './create-nonce.ts'

describe('createNonce', () => {
  it('is 128 random bits in base64, as a CSP nonce source accepts', () => {
    const nonce = createNonce()
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(atob(nonce)).toHaveLength(16)
  })

  it('differs on each call', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => createNonce()))
    expect(nonces.size).toBe(100)
  })
})
