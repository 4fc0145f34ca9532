import type { PathConflict } from './path-conflicts.ts'

/**
 * The warning that other published pages target the same path with the same priority, naming
 * them; nothing when there is no conflict.
 */
export function ConflictWarning({ conflicts }: { conflicts: readonly PathConflict[] }) {
  if (conflicts.length === 0) return null
  return (
    <div className="targeting-warning" role="status">
      <strong>Same path, no priority between them.</strong>
      <ul>
        {conflicts.map(({ path, pages: [other] }) => (
          <li key={`${other.id}:${path}`}>
            “{other.name || other.id}” is also published at {path} with the same rules and priority:
            visitors get either one. Give one of them a higher priority.
          </li>
        ))}
      </ul>
    </div>
  )
}
