/** Random bytes in a nonce: 128 bits, as the CSP specification asks for at least. */
const NONCE_BYTES = 16

/**
 * A fresh nonce for the scripts of one response (`script-src 'nonce-…'`), in base64: a page's
 * scripts run only when they carry it, and an attacker cannot guess the next one.
 * @example createNonce() // 'q0nZ5vE1o2m4Kx0fJ9pP3w=='
 */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NONCE_BYTES))
  return btoa(String.fromCharCode(...bytes))
}
