import type { Entry } from '../types/entry.ts'
import type { NeededChange } from './block-changes.ts'
import { changesNeeded } from './entry-changes.ts'
import { CAPABILITIES, CAPABILITY_WORDS, roleCan } from './roles.ts'
import type { Capability, Role } from './roles.ts'

/** At most this many parts are named per capability in a refusal message. */
const NAMED_PARTS = 3

/**
 * The message refusing `refused` to a `role`, naming each capability and a few of the parts
 * that needed it, e.g. `A designer cannot change code, bindings or actions (block a1: bindings)`.
 */
export function refusalMessage(role: Role, refused: readonly NeededChange[]): string {
  const byCapability = new Map<Capability, string[]>()
  for (const need of refused) {
    byCapability.set(need.capability, [...(byCapability.get(need.capability) ?? []), need.what])
  }
  const parts = CAPABILITIES.filter((capability) => byCapability.has(capability)).map(
    (capability) => {
      const whats = [...new Set(byCapability.get(capability))]
      const named = whats.slice(0, NAMED_PARTS).join('; ')
      const more = whats.length > NAMED_PARTS ? ` and ${whats.length - NAMED_PARTS} more` : ''
      return `${CAPABILITY_WORDS[capability]} (${named}${more})`
    },
  )
  const article = /^[aeiou]/.test(role) ? 'An' : 'A'
  return `${article} ${role} cannot ${parts.join(', nor ')}`
}

/**
 * The parts of turning `before` into `after` (see `changesNeeded`) that `role` may not make;
 * empty when the role may make the whole change.
 */
export function refusedChanges(
  role: Role,
  before: Entry | undefined,
  after: Entry,
): NeededChange[] {
  return changesNeeded(before, after).filter((need) => !roleCan(role, need.capability))
}
