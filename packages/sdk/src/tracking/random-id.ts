/** The parts of Web Crypto that {@link randomId} uses. */
export interface RandomIdCrypto {
  getRandomValues?: (array: Uint8Array) => Uint8Array
  randomUUID?: () => string
}

export interface RandomIdOptions {
  /**
   * Source of randomness. `crypto.randomUUID` only exists in secure contexts (https, localhost),
   * so `getRandomValues` is used otherwise. `null` skips Web Crypto entirely.
   * Default: `globalThis.crypto`.
   */
  crypto?: RandomIdCrypto | null
  /** Last-resort random numbers in [0, 1) when there is no Web Crypto. Default: `Math.random`. */
  random?: () => number
}

/**
 * A random UUID v4 without dashes (32 lowercase hex characters), the shape of session and
 * visitor ids.
 * @example randomId() // 'f3b1c2d4e5f647a8b9c0d1e2f3a4b5c6'
 */
export function randomId(options: RandomIdOptions = {}): string {
  const source = options.crypto === undefined ? globalThis.crypto : options.crypto
  if (typeof source?.randomUUID === 'function') return source.randomUUID().replaceAll('-', '')
  const bytes = new Uint8Array(16)
  if (typeof source?.getRandomValues === 'function') {
    source.getRandomValues(bytes)
  } else {
    const random = options.random ?? Math.random
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(random() * 256) & 0xff
  }
  // Version 4 and the RFC 4122 variant, as randomUUID would produce.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
