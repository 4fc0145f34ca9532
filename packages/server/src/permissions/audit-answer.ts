import type { Context } from 'hono'
import type { AppEnv, AuthInfo } from '../app-env.ts'
import type { Logger } from '../logger.ts'
import type { ContentStore } from '../store/types.ts'
import type { AnswerFields, RouteAudit } from './route-rules.ts'

/** Who the audit log names: the account's email, or the key by its name. */
export function actorOf(auth: AuthInfo): string {
  if (auth.user) return auth.user.email
  return `${auth.kind} key${auth.keyName ? ` "${auth.keyName}"` : ''}`
}

async function readAnswer(response: Response): Promise<AnswerFields> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return {}
  try {
    const body = (await response.clone().json()) as unknown
    return typeof body === 'object' && body !== null ? (body as AnswerFields) : {}
  } catch {
    return {}
  }
}

/**
 * Appends the audit line of a successful write. A failure to write it is logged, not
 * answered: the change itself is done.
 */
export async function auditAnswer(args: {
  store: ContentStore
  logger: Logger
  c: Context<AppEnv>
  audit: RouteAudit
  params: Record<string, string>
}): Promise<void> {
  const { c, audit, params } = args
  const auth = c.get('auth')
  if (!auth) return
  try {
    const answer = await readAnswer(c.res)
    await args.store.appendAudit({
      spaceId: auth.spaceId,
      actor: actorOf(auth),
      action: audit.action,
      target: audit.target(params, answer),
      details: audit.details?.(params, answer) ?? {},
    })
  } catch (error) {
    args.logger.error('audit log write failed', { error: String(error) })
  }
}
