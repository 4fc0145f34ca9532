import { LOCAL_EDITOR_HOSTS } from '../constants.ts'

/**
 * Which origins may drive a page through editor messages. A page in the editor's frame renders
 * whatever a trusted origin sends, Custom Code included, so anything not listed here is refused.
 */
export interface TrustedOriginOptions {
  /**
   * Trusted host names, any scheme and port (Builder's `trustedHosts`); `*.example.com` trusts
   * every subdomain of example.com (not example.com itself). Default: none.
   */
  trustedHosts?: readonly string[]
  /**
   * Full origins of the editor (`https://editor.example.com`, `http://localhost:4000`), matched
   * exactly: scheme, host and port. Entries that are not `http:`/`https:` URLs are ignored.
   * Default: none.
   */
  editorOrigins?: readonly string[]
  /**
   * Whether `localhost` and `127.0.0.1` ({@link LOCAL_EDITOR_HOSTS}) are trusted on any port,
   * for an editor running on the developer's machine. Turn it on in development only: on a
   * deployed site it lets any page on the visitor's machine drive the site. Default: `false`
   * (the SDK's `subscribeToEditor` defaults it to whether the page itself is on one of them).
   */
  trustLocalhost?: boolean
}

/** Whether `hostname` matches one of `patterns` (`*.` = suffix match on a subdomain). */
export function isTrustedHost(hostname: string, patterns: readonly string[]): boolean {
  const host = hostname.toLowerCase()
  return patterns.some((raw) => {
    const pattern = raw.trim().toLowerCase()
    if (pattern.startsWith('*.'))
      return host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1
    return host === pattern
  })
}

/** The URL of an `http:` or `https:` origin, or `undefined`. */
function parseWebOrigin(origin: string): URL | undefined {
  try {
    const url = new URL(origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * The origin of an `http:`/`https:` URL in its canonical form (`https://a.com:443/x` →
 * `https://a.com`), or `undefined` for anything else (`null`, `file:`, garbage).
 * @example toWebOrigin('HTTPS://Editor.Example.com/') // 'https://editor.example.com'
 */
export function toWebOrigin(url: string): string | undefined {
  return parseWebOrigin(url.trim())?.origin
}

/**
 * Whether a message from `origin` may drive this page (editor messages). Only `http:` and
 * `https:` origins can be trusted: an exact match of one of `editorOrigins`, a host matching
 * `trustedHosts`, or a local host when `trustLocalhost` is on.
 * @example
 * isTrustedOrigin('https://editor.example.com', { editorOrigins: ['https://editor.example.com'] })
 */
export function isTrustedOrigin(origin: string, options: TrustedOriginOptions = {}): boolean {
  const url = parseWebOrigin(origin)
  if (url === undefined) return false
  if (options.editorOrigins?.some((editor) => toWebOrigin(editor) === url.origin)) return true
  const hostname = url.hostname.replace(/^\[|\]$/g, '')
  const patterns: string[] = [
    ...(options.trustLocalhost === true ? LOCAL_EDITOR_HOSTS : []),
    ...(options.trustedHosts ?? []),
  ]
  return hostname !== '' && isTrustedHost(hostname, patterns)
}
