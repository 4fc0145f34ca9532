import './presence.css'
import { usePresenceState } from './use-presence.ts'

/** The first letters of a name (at most two), for a member's badge. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [name.trim()]
  return letters
    .map((word) => [...(word ?? '')][0] ?? '')
    .join('')
    .toUpperCase()
}

/**
 * The other authors with the page open, for the top bar: a badge in each one's colour with their
 * initials, and their name (the badge's tooltip gives their email too), once per person (in
 * several tabs or not). Nothing when alone.
 */
export function PresenceList() {
  const { members } = usePresenceState()
  // One badge per person: a reloaded tab's previous visit lingers until the service forgets it.
  const people = members.filter(
    (member, index) => members.findIndex((other) => other.userId === member.userId) === index,
  )
  if (people.length === 0) return null
  return (
    <ul className="presence-list" aria-label="Also on this page">
      {people.map((member) => (
        <li
          key={member.clientId}
          className="presence-member"
          title={`${member.name} (${member.email})`}
        >
          <span className="presence-badge" style={{ background: member.colour }} aria-hidden="true">
            {initialsOf(member.name || member.email)}
          </span>
          <span className="presence-name">{member.name || member.email}</span>
        </li>
      ))}
    </ul>
  )
}
