import { HttpError } from '@tessera/core'
import { CAPABILITY_WORDS, roleCan } from '@tessera/core/permissions'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'
import type { Logger } from '../logger.ts'
import type { ContentStore } from '../store/types.ts'
import { auditAnswer } from './audit-answer.ts'
import { matchRouteRule } from './match-route.ts'
import type { WriteRouteRule } from './route-rules.ts'
import { WRITE_ROUTE_RULES } from './write-route-rules.ts'

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export interface RoleGuardOptions {
  store: ContentStore
  logger: Logger
  /** Default {@link WRITE_ROUTE_RULES}. */
  rules?: readonly WriteRouteRule[]
}

/**
 * Checks an editor session's role on every write route by its rule (see `WRITE_ROUTE_RULES`):
 * 403 `A designer cannot manage users, API keys and the audit log (POST /api/v1/users)` when
 * the role lacks the capability; a route with no rule needs `content`. Keys pass (the
 * private key may do everything; the routes refuse public keys). After a successful call of a
 * route with an `audit`, appends its line to the audit log.
 */
export function roleGuard(options: RoleGuardOptions): MiddlewareHandler<AppEnv> {
  const rules = options.rules ?? WRITE_ROUTE_RULES
  return async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return next()
    const matched = matchRouteRule(rules, c.req.method, c.req.path)
    const role = c.get('auth')?.user?.role
    const rule = matched?.rule.rule ?? 'content'
    if (role !== undefined && rule !== 'public' && rule !== 'signed-in') {
      const capability = rule === 'entry-diff' ? 'content' : rule
      if (!roleCan(role, capability)) {
        const article = /^[aeiou]/.test(role) ? 'An' : 'A'
        throw new HttpError(
          403,
          'FORBIDDEN',
          `${article} ${role} cannot ${CAPABILITY_WORDS[capability]} (${c.req.method} ${c.req.path})`,
        )
      }
    }
    await next()
    if (matched?.rule.audit && c.res.status < 300) {
      await auditAnswer({ ...options, c, audit: matched.rule.audit, params: matched.params })
    }
  }
}
