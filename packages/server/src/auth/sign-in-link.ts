import type { UserRecord } from '../store/account-types.ts'
import type { ContentStore } from '../store/types.ts'
import { hashToken, randomToken } from './secret-token.ts'

/** How long a sign-in link works (ms): a day. */
export const SIGN_IN_LINK_TTL_MS = 24 * 3600_000

/**
 * Makes a one-time sign-in link for a user (first sign-in, a forgotten password): the token
 * is in the URL's fragment, so it reaches neither server logs nor the `Referer` of a page.
 * @example await issueSignInLink({ store, user, now: Date.now(), baseUrl: 'http://localhost:4000' })
 * // 'http://localhost:4000/editor/#sign-in=…'
 */
export async function issueSignInLink(args: {
  store: ContentStore
  user: UserRecord
  now: number
  baseUrl: string
}): Promise<string> {
  const token = randomToken()
  await args.store.createSignInLink({
    tokenHash: hashToken(token),
    userId: args.user.id,
    expiresAt: args.now + SIGN_IN_LINK_TTL_MS,
  })
  return `${args.baseUrl.replace(/\/+$/, '')}/editor/#sign-in=${token}`
}
