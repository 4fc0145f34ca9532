import { isTrustedOrigin, toWebOrigin } from '@tessera/core/editor'
import type { TrustedOriginOptions } from '@tessera/core/editor'
import { readParentOrigin } from './parent-origin.ts'
import type { ParentOrigin } from './parent-origin.ts'

/** Where the site's messages to the editor go (the `targetOrigin`s of `postMessage`). */
export interface EditorTarget {
  /**
   * The origins to post to now: the editor's once it has spoken, before that the framing
   * window's when the browser reports it and it is trusted, else the trusted candidates
   * (posting to each; the browser delivers only the one the parent has). Never `'*'`, so an
   * untrusted parent never reads what the site says to its editor.
   */
  origins(): readonly string[]
  /**
   * Records the origin of the first trusted editor message: from then on messages go there
   * only (later calls change nothing).
   * @returns whether messages posted so far missed it, so that the announcement is repeated
   */
  confirm(origin: string): boolean
}

/**
 * The origins to post to before the editor has spoken. A parent origin reported by the browser
 * is the only candidate (none when it is untrusted); a hinted one (the referrer) comes first
 * when trusted, then the exact `editorOrigins`. Host patterns and local hosts cannot be listed:
 * with only those and no known parent, the site waits for the editor's first message.
 */
function initialOrigins(trust: TrustedOriginOptions, parent: ParentOrigin | undefined): string[] {
  const trustedParent =
    parent !== undefined && isTrustedOrigin(parent.origin, trust) ? [parent.origin] : []
  if (parent?.isCertain) return trustedParent
  const configured = (trust.editorOrigins ?? []).flatMap((origin) => toWebOrigin(origin) ?? [])
  return [...new Set([...trustedParent, ...configured])]
}

/**
 * Tracks where the site's messages to its editor go: see {@link EditorTarget}. Pass the trust
 * with its defaults resolved (`resolveEditorTrust`).
 * @param parent - the framing window's origin. Default: `readParentOrigin()`.
 * @example
 * const target = createEditorTarget({ editorOrigins: ['https://editor.example.com'] })
 * postToEditor(message, { targetOrigin: target.origins() })
 */
export function createEditorTarget(
  trust: TrustedOriginOptions,
  parent: ParentOrigin | undefined = readParentOrigin(),
): EditorTarget {
  const initial = initialOrigins(trust, parent)
  let confirmed: string | undefined
  return {
    origins: () => (confirmed === undefined ? initial : [confirmed]),
    confirm(origin) {
      if (confirmed !== undefined) return false
      confirmed = origin
      return !initial.includes(origin)
    },
  }
}
