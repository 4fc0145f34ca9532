import type { EditorUser } from '../api/session.ts'
import { SectionLinks } from './section-links.tsx'
import { TeamLink } from '../team/team-link.tsx'

/** The bar at the top of the pages list: the space, who is signed in, sign-out. */
export function TopHeader({
  user,
  spaceName,
  onSignOut,
}: {
  user: EditorUser
  spaceName: string
  onSignOut: () => void
}) {
  return (
    <header className="top-header">
      <span className="brand">Tessera</span>
      <span className="space-name">{spaceName}</span>
      <SectionLinks />
      <span className="grow" />
      <TeamLink role={user.role} />
      <span className="who">
        {user.name} ({user.role})
      </span>
      <button type="button" onClick={onSignOut}>
        Sign out
      </button>
    </header>
  )
}
