import { useCallback, useId, useState } from 'react'
import type { FormEvent } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { useLoaded } from '../api/use-loaded.ts'
import { ConfirmButton } from './confirm-button.tsx'
import { createKey, listKeys, revokeKey } from './team-api.ts'
import type { TeamKey } from './team-api.ts'
import { useAction } from './use-action.ts'

interface KeysSectionProps {
  api: ApiClient
  /** Called after each change (the audit log reloads). */
  onChanged: () => void
}

/**
 * The space's API keys: create one (a private key is shown this once, to copy), revoke one
 * (it stops working at once).
 */
export function KeysSection({ api, onChanged }: KeysSectionProps) {
  const id = useId()
  const keys = useLoaded(() => listKeys(api), [api])
  const [secret, setSecret] = useState<{ name: string; value: string }>()
  const { reload: reloadKeys } = keys
  const reload = useCallback(() => {
    reloadKeys()
    onChanged()
  }, [reloadKeys, onChanged])
  const action = useAction(reload)
  const { run } = action
  const error = action.error ?? keys.error

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    void run(async () => {
      const kind = String(data.get('kind')) as TeamKey['kind']
      const answer = await createKey(api, String(data.get('name')).trim(), kind)
      setSecret({ name: answer.key.name, value: answer.secret })
      form.reset()
    })
  }

  return (
    <section className="panel team-section" aria-labelledby={`${id}-keys`}>
      <h2 id={`${id}-keys`}>API keys</h2>
      <form className="team-form" onSubmit={create} aria-label="Create an API key">
        <div className="team-field">
          <label htmlFor={`${id}-name`}>Key name</label>
          <input id={`${id}-name`} name="name" required maxLength={100} autoComplete="off" />
        </div>
        <div className="team-field">
          <label htmlFor={`${id}-kind`}>Kind</label>
          <select id={`${id}-kind`} name="kind" defaultValue="private">
            <option value="private">private (write API, drafts)</option>
            <option value="public">public (published content)</option>
          </select>
        </div>
        <button type="submit">Create key</button>
      </form>
      {secret && (
        <div className="invite-link" role="status">
          <div className="team-field">
            <label htmlFor={`${id}-secret`}>
              Key “{secret.name}”: copy it now, it will not be shown again
            </label>
            <input
              id={`${id}-secret`}
              readOnly
              value={secret.value}
              onFocus={(event) => event.target.select()}
            />
          </div>
          <button type="button" onClick={() => setSecret(undefined)}>
            Done
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <table className="team-table">
        <caption className="visually-hidden">API keys of the space</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Key</th>
            <th scope="col">Created</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {(keys.value ?? []).map((key) => (
            <tr key={key.id}>
              <td>{key.name}</td>
              <td>{key.kind}</td>
              <td>
                <code>{key.preview}</code>
              </td>
              <td>{new Date(key.createdAt).toLocaleString()}</td>
              <td className="row-actions">
                <ConfirmButton
                  label="Revoke"
                  name={`Revoke ${key.name}`}
                  onConfirm={() => void run(() => revokeKey(api, key.id))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
