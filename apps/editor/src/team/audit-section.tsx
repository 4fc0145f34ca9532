import { useEffect, useId, useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { useLoaded } from '../api/use-loaded.ts'
import { AUDIT_PAGE, listAudit } from './team-api.ts'

/** An audit action in words: `entry.publish` → `published`. */
export const ACTION_WORDS: Readonly<Record<string, string>> = {
  'entry.create': 'created',
  'entry.update': 'changed',
  'entry.publish': 'published',
  'entry.unpublish': 'unpublished',
  'entry.delete': 'deleted',
  'entry.restore': 'restored a revision of',
  'model.update': 'changed the model',
  'user.invite': 'invited',
  'user.update': 'changed the account of',
  'user.remove': 'removed',
  'user.sign-in-link': 'made a sign-in link for',
  'key.create': 'created the key',
  'key.revoke': 'revoked the key',
}

interface AuditSectionProps {
  api: ApiClient
  /** Changes when something was done on the screen: the first page reloads. */
  version: number
}

/** The audit log, newest first, a page at a time: who did what to what, when. */
export function AuditSection({ api, version }: AuditSectionProps) {
  const id = useId()
  const [offset, setOffset] = useState(0)
  useEffect(() => setOffset(0), [version])
  const { value: lines = [], error } = useLoaded(
    () => listAudit(api, offset),
    [api, offset, version],
  )
  const shown = lines.slice(0, AUDIT_PAGE)
  const hasOlder = lines.length > AUDIT_PAGE

  return (
    <section className="panel team-section" aria-labelledby={`${id}-audit`}>
      <h2 id={`${id}-audit`}>Audit log</h2>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <table className="team-table audit-table">
        <caption className="visually-hidden">Who changed, published or deleted what</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((line) => (
            <tr key={line.id}>
              <td>
                <time dateTime={new Date(line.at).toISOString()}>
                  {new Date(line.at).toLocaleString()}
                </time>
              </td>
              <td>{line.actor}</td>
              <td>
                {ACTION_WORDS[line.action] ?? line.action} {line.target}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {lines !== undefined && shown.length === 0 && <p className="hint">Nothing yet.</p>}
      <nav className="pager" aria-label="Audit log pages">
        <button
          type="button"
          disabled={offset === 0}
          onClick={() => setOffset(Math.max(0, offset - AUDIT_PAGE))}
        >
          Newer
        </button>
        <button type="button" disabled={!hasOlder} onClick={() => setOffset(offset + AUDIT_PAGE)}>
          Older
        </button>
      </nav>
    </section>
  )
}
