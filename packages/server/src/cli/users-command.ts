import { issueSignInLink } from '../auth/sign-in-link.ts'
import type { UserRecord, UserRole } from '../store/account-types.ts'
import type { ContentStore } from '../store/types.ts'

export interface UsersCommandOptions {
  store: ContentStore
  spaceId: string
  action: 'list' | 'create' | 'link'
  email?: string
  role?: UserRole
  name?: string
  /** Where people reach the service: the base of the links printed. */
  baseUrl: string
  now: number
  print: (line: string) => void
}

function userLine(user: UserRecord): string {
  return `${user.role.padEnd(7)} ${user.email}  ${user.name}${user.passwordHash === null ? '  (no password yet)' : ''}`
}

/**
 * `tessera users [list]` prints the editor accounts of the space; `tessera users create --email
 * E --role R [--name N]` adds one and prints its one-time sign-in link (a day), with which the
 * user chooses a password; `tessera users link --email E` prints a new link (a forgotten
 * password). Unknown email: an error.
 */
export async function usersCommand(options: UsersCommandOptions): Promise<void> {
  const { store, spaceId, print } = options
  if (options.action === 'list') {
    print(`Editor accounts of space "${spaceId}":`)
    for (const user of await store.listUsers({ spaceId })) print(userLine(user))
    return
  }
  let user: UserRecord | undefined
  if (options.action === 'create') {
    user = await store.createUser({
      spaceId,
      email: options.email ?? '',
      role: options.role ?? 'viewer',
      ...(options.name === undefined ? {} : { name: options.name }),
    })
    print(`Created ${userLine(user)}`)
  } else {
    user = await store.findUserByEmail({ email: options.email ?? '' })
    if (!user || user.spaceId !== spaceId)
      throw new Error(`No account ${options.email} in space "${spaceId}"`)
  }
  const link = await issueSignInLink({ store, user, now: options.now, baseUrl: options.baseUrl })
  print(`One-time sign-in link for ${user.email} (valid for a day):`)
  print(`  ${link}`)
}
