import { DEFAULT_TRUSTED_HOSTS } from '../constants.ts'

export interface TrustedOriginOptions {
  /**
   * Extra trusted host names; `*.example.com` trusts every subdomain of example.com (not
   * example.com itself). They extend the defaults (`localhost`, `127.0.0.1`).
   */
  trustedHosts?: readonly string[]
  /** Origin of the editor (for example `https://editor.example.com`); always trusted. */
  editorOrigin?: string
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

function hostnameOf(origin: string): string | undefined {
  try {
    const url = new URL(origin)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    return url.hostname.replace(/^\[|\]$/g, '')
  } catch {
    return undefined
  }
}

/**
 * Whether a message from `origin` may drive this page (editor messages). Only `http:` and
 * `https:` origins can be trusted; the host must be a default, configured or editor host.
 */
export function isTrustedOrigin(origin: string, options: TrustedOriginOptions = {}): boolean {
  const hostname = hostnameOf(origin)
  if (hostname === undefined || hostname === '') return false
  const patterns: string[] = [...DEFAULT_TRUSTED_HOSTS, ...(options.trustedHosts ?? [])]
  if (options.editorOrigin !== undefined) {
    const editorHost = hostnameOf(options.editorOrigin)
    if (editorHost) patterns.push(editorHost)
  }
  return isTrustedHost(hostname, patterns)
}
