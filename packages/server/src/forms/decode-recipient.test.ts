import { describe, expect, it } from 'vitest'
import { decodeRecipient, isEmailAddress } from './decode-recipient.ts'

const b64 = (text: string) => Buffer.from(text).toString('base64')

describe('decodeRecipient', () => {
  it('decodes a base64 address', () => {
    expect(decodeRecipient(b64('team@example.com'))).toBe('team@example.com')
  })

  it('reads a + that arrived as a space (btoa output not URL-encoded)', () => {
    const address = 'z~~@example.com'
    const withPlus = b64(address)
    expect(withPlus).toContain('+')
    expect(decodeRecipient(withPlus.replaceAll('+', ' '))).toBe(address)
  })

  it('accepts URL-safe base64', () => {
    const address = 'z~~@example.com'
    const encoded = Buffer.from(address).toString('base64url')
    expect(encoded).toContain('-')
    expect(decodeRecipient(encoded)).toBe(address)
  })

  it('refuses what is not base64 of one address', () => {
    for (const raw of [
      'not base64!',
      b64('nobody'),
      b64('a@b.c, d@e.f'),
      b64('a@b.c\r\nBcc: x@y.z'),
      '',
    ]) {
      expect(() => decodeRecipient(raw)).toThrow(
        'Invalid "to": expected a base64-encoded email address',
      )
    }
  })
})

describe('isEmailAddress', () => {
  it('accepts plain addresses only', () => {
    expect(isEmailAddress('a.b+c@sub.example.co')).toBe(true)
    expect(isEmailAddress('Name <a@b.c>')).toBe(false)
    expect(isEmailAddress('a@b')).toBe(false)
    expect(isEmailAddress(`${'a'.repeat(250)}@b.co`)).toBe(false)
  })
})
