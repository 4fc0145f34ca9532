import { describe, expect, it } from 'vitest'
import { answerContact, EMAIL_ERROR_MESSAGE, MAX_CONTACT_BODY_BYTES } from './contact-request.ts'

const json = (value: unknown) => JSON.stringify(value)
const emailError = { status: 400, body: { error: { message: EMAIL_ERROR_MESSAGE } } }

describe('answerContact', () => {
  it('accepts a valid message', () => {
    expect(answerContact(json({ email: 'ada@example.com', name: 'Ada', message: 'Hi' }))).toEqual({
      status: 200,
      body: { ok: true },
    })
    expect(answerContact(json({ email: ' ada@example.com ' })).status).toBe(200)
  })

  it('refuses a missing, invalid or "error" email with the email message', () => {
    for (const body of [{}, { email: '' }, { email: 'not-an-address' }, { email: 42 }]) {
      expect(answerContact(json(body)), json(body)).toEqual(emailError)
    }
    expect(answerContact(json({ email: 'error@example.com' }))).toEqual(emailError)
    expect(answerContact(json({ email: 'ada+ERROR@example.com' }))).toEqual(emailError)
    expect(answerContact(json(['ada@example.com']))).toEqual(emailError)
  })

  it('refuses other bad fields and bodies that are not JSON', () => {
    expect(answerContact(json({ email: 'ada@example.com', name: 7 }))).toEqual({
      status: 400,
      body: { error: { message: 'Please check the form' } },
    })
    expect(answerContact('email=ada@example.com')).toEqual({
      status: 400,
      body: { error: { message: 'Expected a JSON body' } },
    })
  })

  it('refuses a body over the size limit', () => {
    const big = json({ email: 'ada@example.com', message: 'x'.repeat(MAX_CONTACT_BODY_BYTES) })
    expect(answerContact(big).status).toBe(413)
  })
})
