import type { Role } from '@tessera/core/permissions'
import { goTo, routePath } from '../use-route.ts'
import { roleView } from './role-view.ts'

/** The top header's link to the Team screen, for admins only. */
export function TeamLink({ role }: { role: Role }) {
  if (!roleView(role).canManageTeam) return null
  return (
    <a
      href={routePath({ name: 'team' })}
      onClick={(event) => {
        event.preventDefault()
        goTo({ name: 'team' })
      }}
    >
      Team
    </a>
  )
}
