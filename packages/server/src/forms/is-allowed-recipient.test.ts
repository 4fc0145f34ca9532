import { describe, expect, it } from 'vitest'
import { isAllowedRecipient } from './is-allowed-recipient.ts'

describe('isAllowedRecipient', () => {
  it('allows listed addresses, case insensitive', () => {
    expect(isAllowedRecipient('Team@Example.com', ['team@example.com'])).toBe(true)
    expect(isAllowedRecipient('other@example.com', ['team@example.com'])).toBe(false)
  })

  it('allows every address of an @domain pattern, not its subdomains', () => {
    expect(isAllowedRecipient('anyone@example.com', [' @Example.com '])).toBe(true)
    expect(isAllowedRecipient('a@sub.example.com', ['@example.com'])).toBe(false)
    expect(isAllowedRecipient('a@evilexample.com', ['@example.com'])).toBe(false)
  })

  it('allows nothing with an empty list', () => {
    expect(isAllowedRecipient('a@example.com', [])).toBe(false)
    expect(isAllowedRecipient('a@example.com', [''])).toBe(false)
  })
})
