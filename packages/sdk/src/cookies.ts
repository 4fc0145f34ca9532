import { ValidationError } from '@tessera/core'

/**
 * Cookies on both sides: in the browser through `document.cookie`, on the server through the
 * request's `Cookie` header and `Set-Cookie` headers for the response. Names and values are
 * validated (RFC 6265) rather than silently mangled; encode values (for example with
 * `encodeURIComponent`) before setting them.
 * @module
 */

const NAME_PATTERN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
// cookie-octet: visible ASCII except `"`, `,`, `;` and `\`, optionally wrapped in double quotes.
const VALUE_PATTERN = /^("?)[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*\1$/

export interface CookieOptions {
  /** Lifetime in seconds (`Max-Age`). Omit for a session cookie. */
  maxAgeSeconds?: number
  /** Absolute expiry; `maxAgeSeconds` wins when both are given. */
  expires?: Date
  /** Defaults to `/`. */
  path?: string
  domain?: string
  secure?: boolean
  sameSite?: 'Strict' | 'Lax' | 'None'
  httpOnly?: boolean
}

/** Builds a `Set-Cookie` / `document.cookie` string; throws on an invalid name or value. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!NAME_PATTERN.test(name)) throw new ValidationError('argument name is invalid')
  if (!VALUE_PATTERN.test(value)) throw new ValidationError('argument value is invalid')
  const parts = [`${name}=${value}`, `Path=${options.path ?? '/'}`]
  if (options.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`)
    parts.push(`Expires=${new Date(Date.now() + options.maxAgeSeconds * 1000).toUTCString()}`)
  } else if (options.expires) {
    parts.push(`Expires=${options.expires.toUTCString()}`)
  }
  if (options.domain) parts.push(`Domain=${options.domain}`)
  if (options.secure) parts.push('Secure')
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`)
  if (options.httpOnly) parts.push('HttpOnly')
  return parts.join('; ')
}

/** Parses a `Cookie` header (or `document.cookie`); malformed pairs are skipped, first wins. */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const result: Record<string, string> = Object.create(null) as Record<string, string>
  if (!header) return result
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=')
    if (index <= 0) continue
    const name = pair.slice(0, index).trim()
    if (!NAME_PATTERN.test(name) || name in result) continue
    let value = pair.slice(index + 1).trim()
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
      value = value.slice(1, -1)
    result[name] = value
  }
  return result
}

/** Where cookies are read and written. */
export interface CookieJar {
  get(name: string): string | undefined
  set(name: string, value: string, options?: CookieOptions): void
}

/** A jar over `document.cookie` (the browser). */
export function createDocumentCookieJar(doc: Pick<Document, 'cookie'> = document): CookieJar {
  return {
    get: (name) => parseCookieHeader(doc.cookie)[name],
    set: (name, value, options) => {
      doc.cookie = serializeCookie(name, value, options)
    },
  }
}

/** A jar over a request's `Cookie` header that collects `Set-Cookie` headers (the server). */
export interface HeaderCookieJar extends CookieJar {
  /** `Set-Cookie` header values to send with the response. */
  setCookieHeaders(): string[]
}

export function createHeaderCookieJar(cookieHeader: string | null | undefined): HeaderCookieJar {
  const values = parseCookieHeader(cookieHeader)
  const outgoing = new Map<string, string>()
  return {
    get: (name) => values[name],
    set: (name, value, options) => {
      outgoing.set(name, serializeCookie(name, value, options))
      values[name] = value
    },
    setCookieHeaders: () => [...outgoing.values()],
  }
}
