import { ROLES, ROLE_DESCRIPTIONS } from '@tessera/core/permissions'
import type { Role } from '@tessera/core/permissions'
import { useCallback, useId, useState } from 'react'
import type { FormEvent } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { useLoaded } from '../api/use-loaded.ts'
import { ConfirmButton } from './confirm-button.tsx'
import { changeRole, inviteUser, listUsers, removeUser } from './team-api.ts'
import { useAction } from './use-action.ts'

interface UsersSectionProps {
  api: ApiClient
  /** The signed-in admin (their own row says so). */
  selfId: string
  /** Called after each change (the audit log reloads). */
  onChanged: () => void
}

function RoleOptions() {
  return (
    <>
      {ROLES.map((role) => (
        <option key={role} value={role} title={ROLE_DESCRIPTIONS[role]}>
          {role}
        </option>
      ))}
    </>
  )
}

/**
 * The space's users: invite by a one-time link (shown to copy), change a role, remove a user
 * (after a confirmation; the service keeps the last admin).
 */
export function UsersSection({ api, selfId, onChanged }: UsersSectionProps) {
  const id = useId()
  const users = useLoaded(() => listUsers(api), [api])
  const [link, setLink] = useState<{ email: string; url: string }>()
  const { reload: reloadUsers } = users
  const reload = useCallback(() => {
    reloadUsers()
    onChanged()
  }, [reloadUsers, onChanged])
  const action = useAction(reload)
  const { run } = action
  const error = action.error ?? users.error

  const invite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const email = String(data.get('email')).trim()
    void run(async () => {
      const answer = await inviteUser(api, email, String(data.get('role')) as Role)
      setLink({ email: answer.user.email, url: answer.signInUrl })
      form.reset()
    })
  }

  return (
    <section className="panel team-section" aria-labelledby={`${id}-users`}>
      <h2 id={`${id}-users`}>Users</h2>
      <form className="team-form" onSubmit={invite} aria-label="Invite a user">
        <div className="team-field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input id={`${id}-email`} name="email" type="email" required autoComplete="off" />
        </div>
        <div className="team-field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select id={`${id}-role`} name="role" defaultValue="editor">
            <RoleOptions />
          </select>
        </div>
        <button type="submit">Create invite link</button>
      </form>
      {link && (
        <div className="invite-link" role="status">
          <div className="team-field">
            <label htmlFor={`${id}-link`}>
              One-time sign-in link for {link.email} (valid for a day)
            </label>
            <input
              id={`${id}-link`}
              readOnly
              value={link.url}
              onFocus={(event) => event.target.select()}
            />
          </div>
          <button
            type="button"
            onClick={() => void navigator.clipboard?.writeText(link.url).catch(() => undefined)}
          >
            Copy link
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <table className="team-table">
        <caption className="visually-hidden">Users of the space</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {(users.value ?? []).map((user) => (
            <tr key={user.id}>
              <td>
                {user.name}
                {user.id === selfId && ' (you)'}
                {!user.hasPassword && <span className="hint"> · invited</span>}
              </td>
              <td>{user.email}</td>
              <td>
                <select
                  aria-label={`Role of ${user.email}`}
                  value={user.role}
                  onChange={(event) =>
                    void run(() => changeRole(api, user.id, event.target.value as Role))
                  }
                >
                  <RoleOptions />
                </select>
              </td>
              <td className="row-actions">
                <ConfirmButton
                  label="Remove"
                  name={`Remove ${user.email}`}
                  onConfirm={() => void run(() => removeUser(api, user.id))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
