import { useCallback, useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import type { EditorConfig, EditorUser } from '../api/session.ts'
import { TopHeader } from '../pages/top-header.tsx'
import { AuditSection } from './audit-section.tsx'
import { KeysSection } from './keys-section.tsx'
import { roleView } from './role-view.ts'
import { UsersSection } from './users-section.tsx'
import './team.css'

interface TeamViewProps {
  api: ApiClient
  user: EditorUser
  config: EditorConfig
  onBack: () => void
  onSignOut: () => void
}

/** The Team screen (`/editor/team`, admins): users and invitations, API keys, the audit log. */
export function TeamView({ api, user, config, onBack, onSignOut }: TeamViewProps) {
  const [version, setVersion] = useState(0)
  const changed = useCallback(() => setVersion((value) => value + 1), [])
  return (
    <div className="team">
      <TopHeader user={user} spaceName={config.space.name} onSignOut={onSignOut} />
      <main className="pages-main">
        <div className="pages-toolbar">
          <h1>Team</h1>
          <button type="button" className="link" onClick={onBack}>
            Back to pages
          </button>
        </div>
        {roleView(user.role).canManageTeam ? (
          <>
            <UsersSection api={api} selfId={user.id} onChanged={changed} />
            <KeysSection api={api} onChanged={changed} />
            <AuditSection api={api} version={version} />
          </>
        ) : (
          <p role="alert">Only admins manage the team.</p>
        )}
      </main>
    </div>
  )
}
