import { useState } from 'react'
import type { FormEvent } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { setPassword } from '../api/session.ts'
import type { SessionAnswer } from '../api/session.ts'

interface SetPasswordFormProps {
  api: ApiClient
  email: string
  onDone: (session: SessionAnswer) => void
}

/** After a one-time link: the author chooses a password (at least 10 characters). */
export function SetPasswordForm({ api, email, onDone }: SetPasswordFormProps) {
  const [error, setError] = useState<string>()
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const password = String(form.get('password'))
    if (password !== String(form.get('repeat'))) return setError('The two passwords differ')
    try {
      onDone(await setPassword(api, password))
    } catch (caught: unknown) {
      setError(caught instanceof Error ? caught.message : String(caught))
    }
  }
  return (
    <main className="auth">
      <form
        className="auth-form"
        onSubmit={(event) => void submit(event)}
        aria-labelledby="password-title"
      >
        <h1 id="password-title">Choose a password</h1>
        <p>
          Signed in as {email}. Choose a password of at least 10 characters to sign in next time.
        </p>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <label>
          New password
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={10}
            required
          />
        </label>
        <label>
          Repeat it
          <input
            name="repeat"
            type="password"
            autoComplete="new-password"
            minLength={10}
            required
          />
        </label>
        <button type="submit">Save password</button>
      </form>
    </main>
  )
}
