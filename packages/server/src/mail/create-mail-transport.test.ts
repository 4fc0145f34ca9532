import { describe, expect, it } from 'vitest'
import { DEFAULT_MAIL_FROM, createMailTransport } from './create-mail-transport.ts'

describe('createMailTransport', () => {
  it('takes the sender from the from parameter, else an address-like user', () => {
    expect(createMailTransport('smtp://mail:25?from=forms%40site.example').from).toBe(
      'forms@site.example',
    )
    expect(createMailTransport('smtps://me%40site.example:pw@mail:465').from).toBe(
      'me@site.example',
    )
    expect(createMailTransport('smtp://user:pw@mail:25').from).toBe(DEFAULT_MAIL_FROM)
  })
})
