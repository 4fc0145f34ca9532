import { toWebOrigin } from '@tessera/core/editor'

/**
 * The editor origins the site trusts (`TESSERA_EDITOR_ORIGINS`): the only pages, besides the
 * site itself, that may frame it and drive its canvas with editor messages.
 * @module
 */

/** The variable that lists the editor origins. */
export const EDITOR_ORIGINS_VARIABLE = 'TESSERA_EDITOR_ORIGINS'

/** Whether `url` has nothing but a scheme, a host and a port (a trailing `/` is allowed). */
function isBareOrigin(url: string): boolean {
  const { pathname, search, hash, username, password } = new URL(url)
  return pathname === '/' && search === '' && hash === '' && username === '' && password === ''
}

/**
 * Parses a comma-separated list of full origins (`https://editor.example.com`,
 * `http://localhost:4000`), canonical and without repeats. A path, query or fragment is refused
 * rather than dropped: `https://a.com/editor` may be meant as an origin but reads as a URL, and
 * a wrong trust list should fail loudly, not quietly trust something else.
 * @returns the error message for the first bad entry, or the origins
 * @example parseEditorOrigins('https://editor.example.com, http://localhost:4000')
 */
export function parseEditorOrigins(
  value: string | undefined,
): { ok: true; origins: string[] } | { ok: false; message: string } {
  const origins: string[] = []
  for (const entry of (value ?? '').split(',')) {
    const raw = entry.trim()
    if (raw === '') continue
    const origin = toWebOrigin(raw)
    if (origin === undefined || !isBareOrigin(raw)) {
      return {
        ok: false,
        message:
          `The site is not configured: ${EDITOR_ORIGINS_VARIABLE} lists "${raw}", which is not ` +
          'an origin such as https://editor.example.com (scheme, host and port only).',
      }
    }
    if (!origins.includes(origin)) origins.push(origin)
  }
  return { ok: true, origins }
}
