import { HttpError } from '@tessera/core'
import type { Entry } from '@tessera/core'
import { refusalMessage, refusedChanges, roleCan } from '@tessera/core/permissions'
import type { AuthInfo } from '../app-env.ts'

/**
 * Refuses (403, naming what) a change of an entry body that the caller's role may not make:
 * `before` undefined is a new entry, `publish` a save that also publishes. Keys pass (the
 * private key may do everything; public keys never reach a write).
 * @example
 * assertMayChange(auth, current.latest, body, false) // a designer adding jsCode → 403
 */
export function assertMayChange(
  auth: AuthInfo,
  before: Entry | undefined,
  after: Entry,
  publish: boolean,
): void {
  const role = auth.user?.role
  if (role === undefined) return
  const refused = refusedChanges(role, before, after)
  if (publish && !roleCan(role, 'publish') && !refused.some((r) => r.capability === 'publish')) {
    refused.push({ capability: 'publish', what: 'publish' })
  }
  if (refused.length > 0) throw new HttpError(403, 'FORBIDDEN', refusalMessage(role, refused))
}
