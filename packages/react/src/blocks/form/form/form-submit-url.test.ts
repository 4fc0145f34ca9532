import { describe, expect, it } from 'vitest'
import { formSubmitUrl } from './form-submit-url.ts'

describe('formSubmitUrl', () => {
  it('encodes the recipient as base64 of its UTF-8 bytes', () => {
    expect(
      formSubmitUrl({ apiHost: 'https://cms.test//', apiKey: 'k', to: 'é@x.test', name: 'A&B' }),
    ).toBe('https://cms.test/api/v1/form-submit?apiKey=k&to=w6lAeC50ZXN0&name=A%26B')
    expect(formSubmitUrl({ apiKey: 'k', to: 'a@b.c' })).toBe(
      'http://localhost:4000/api/v1/form-submit?apiKey=k&to=YUBiLmM%3D&name=',
    )
  })
})
