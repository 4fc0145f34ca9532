import { useEffect, useMemo, useState } from 'react'
import { ApiError, createApiClient } from './api/api-client.ts'
import { currentSession, editorConfig, signInWithLink, signOut } from './api/session.ts'
import type { EditorConfig, SessionAnswer } from './api/session.ts'
import { SetPasswordForm } from './auth/set-password-form.tsx'
import { SignInForm } from './auth/sign-in-form.tsx'
import { AssetsView } from './assets/assets-view.tsx'
import { EditorView } from './editor/editor-view.tsx'
import { FormsView } from './forms/forms-view.tsx'
import { PagesView } from './pages/pages-view.tsx'
import { CalendarView } from './schedule/calendar-view.tsx'
import { TeamView } from './team/team-view.tsx'
import { useRoute } from './use-route.ts'

type Phase =
  | { kind: 'loading' }
  | { kind: 'signed-out'; message?: string }
  | { kind: 'set-password'; session: SessionAnswer }
  | { kind: 'ready'; session: SessionAnswer; config: EditorConfig }

/** The token of a one-time sign-in link (`#sign-in=…`), taken out of the address bar. */
function takeLinkToken(): string | undefined {
  const match = /^#sign-in=([\w-]+)$/.exec(window.location.hash)
  if (!match) return undefined
  window.history.replaceState(null, '', window.location.pathname)
  return match[1]
}

/** The editor app: signs the author in, then shows the pages list or the page being edited. */
export function App() {
  const api = useMemo(() => createApiClient(), [])
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' })
  const [route, go] = useRoute()

  const start = async (session: SessionAnswer) => {
    api.setCsrfToken(session.csrfToken)
    if (session.mustSetPassword) return setPhase({ kind: 'set-password', session })
    setPhase({ kind: 'ready', session, config: await editorConfig(api) })
  }

  useEffect(() => {
    const token = takeLinkToken()
    const first = token === undefined ? currentSession(api) : signInWithLink(api, token)
    first.then(start, (error: unknown) => {
      const expired = error instanceof ApiError && token !== undefined
      setPhase({ kind: 'signed-out', ...(expired ? { message: error.message } : {}) })
    })
    // Runs once: the sign-in link is used at most once.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, see above
  }, [])

  if (phase.kind === 'loading') return <p className="centered">Loading…</p>
  if (phase.kind === 'signed-out') {
    return (
      <SignInForm api={api} message={phase.message} onSignedIn={(session) => void start(session)} />
    )
  }
  if (phase.kind === 'set-password') {
    return (
      <SetPasswordForm
        api={api}
        email={phase.session.user.email}
        onDone={(session) => void start(session)}
      />
    )
  }
  const leave = async () => {
    await signOut(api).catch(() => undefined)
    api.setCsrfToken(undefined)
    setPhase({ kind: 'signed-out', message: 'You are signed out.' })
  }
  const common = {
    api,
    user: phase.session.user,
    config: phase.config,
    onSignOut: () => void leave(),
  }
  if (route.name === 'assets') return <AssetsView {...common} />
  if (route.name === 'forms') return <FormsView {...common} />
  if (route.name === 'team') return <TeamView {...common} onBack={() => go({ name: 'pages' })} />
  if (route.name === 'calendar') {
    return (
      <CalendarView
        {...common}
        onOpen={(id, model) => go({ name: model === 'symbol' ? 'symbol' : 'page', id })}
        onPages={() => go({ name: 'pages' })}
      />
    )
  }
  return route.name === 'page' || route.name === 'symbol' ? (
    <EditorView
      key={`${route.name}:${route.id}`}
      {...common}
      pageId={route.id}
      model={route.name}
      onClose={() => go({ name: 'pages' })}
    />
  ) : (
    <PagesView {...common} onOpen={(id) => go({ name: 'page', id })} />
  )
}
