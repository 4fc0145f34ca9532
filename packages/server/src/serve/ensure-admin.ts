import { issueSignInLink } from '../auth/sign-in-link.ts'
import { ConflictError } from '../store/errors.ts'
import type { ContentStore } from '../store/types.ts'

/**
 * On the first start (no account yet), creates the admin account of the space and returns the
 * lines to print: the editor's address and a one-time sign-in link (a day) with which the admin
 * chooses a password. Later starts create nothing and print nothing (nor does an instance that
 * started at the same moment as the one that created it); `tessera users link` makes a new link.
 */
export async function ensureAdmin(args: {
  store: ContentStore
  spaceId: string
  email: string
  baseUrl: string
  now: number
}): Promise<string[]> {
  if ((await args.store.countUsers()) > 0) return []
  const user = await args.store
    .createUser({ spaceId: args.spaceId, email: args.email, role: 'admin' })
    .catch((error: unknown) => {
      // Another instance started on the same new database at the same time and created it.
      if (error instanceof ConflictError) return undefined
      throw error
    })
  if (user === undefined) return []
  const link = await issueSignInLink({
    store: args.store,
    user,
    now: args.now,
    baseUrl: args.baseUrl,
  })
  return [
    `Created the admin account ${user.email}. Sign in to the editor once with this link (valid for a day) and choose a password:`,
    `  ${link}`,
  ]
}
