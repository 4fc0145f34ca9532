import { DEFAULT_API_HOST } from '@tessera/core'

/** Path of the content service's form-submit endpoint (email mode). */
export const FORM_SUBMIT_PATH = '/api/v1/form-submit'

/** The address the editor puts in `sendSubmissionsToEmail` of a new form; never sent to. */
export const PLACEHOLDER_EMAIL = 'your@email.com'

/** Base64 of the UTF-8 bytes of `text` (plain `btoa` for ASCII text). */
export function encodeBase64(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Where an email-mode form posts. */
export interface FormSubmitUrlOptions {
  /** Content service origin; a trailing slash is fine. Default: `DEFAULT_API_HOST`. */
  apiHost?: string
  apiKey: string
  /** The recipient address, sent base64-encoded as `to`. */
  to: string
  /** The form's name. Default: `''`. */
  name?: string
}

/**
 * `<apiHost>/api/v1/form-submit?apiKey=<key>&to=<base64(to)>&name=<name>`, every value
 * URL-encoded (so a `+` or `=` of the base64 survives query parsing).
 */
export function formSubmitUrl({ apiHost, apiKey, to, name = '' }: FormSubmitUrlOptions): string {
  const host = (apiHost ?? DEFAULT_API_HOST).replace(/\/+$/, '')
  const query = [
    `apiKey=${encodeURIComponent(apiKey)}`,
    `to=${encodeURIComponent(encodeBase64(to))}`,
    `name=${encodeURIComponent(name)}`,
  ]
  return `${host}${FORM_SUBMIT_PATH}?${query.join('&')}`
}
