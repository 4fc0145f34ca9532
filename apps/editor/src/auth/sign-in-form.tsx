import { useState } from 'react'
import type { FormEvent } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { signIn } from '../api/session.ts'
import type { SessionAnswer } from '../api/session.ts'

interface SignInFormProps {
  api: ApiClient
  message?: string | undefined
  onSignedIn: (session: SessionAnswer) => void
}

/** Email and password; the service's reason is shown when it refuses. */
export function SignInForm({ api, message, onSignedIn }: SignInFormProps) {
  const [error, setError] = useState<string | undefined>(message)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    try {
      onSignedIn(await signIn(api, String(form.get('email')), String(form.get('password'))))
    } catch (caught: unknown) {
      setError(caught instanceof Error ? caught.message : String(caught))
      setBusy(false)
    }
  }
  return (
    <main className="auth">
      <form
        className="auth-form"
        onSubmit={(event) => void submit(event)}
        aria-labelledby="sign-in-title"
      >
        <h1 id="sign-in-title">Sign in to Tessera</h1>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <label>
          Email
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  )
}
