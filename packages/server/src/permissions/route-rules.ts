import type { Capability } from '@tessera/core/permissions'

/**
 * What a write route (POST, PUT, PATCH, DELETE) asks of an editor session's role:
 * - `public`: nothing (sign-in, tracking, form submissions: anyone may call them);
 * - `signed-in`: only to be signed in (the user acts on their own session or password);
 * - a capability: the role must have it (else 403 naming it);
 * - `entry-diff`: the route compares the entry before and after and refuses what the role
 *   may not change (`assertMayChange`); the role needs `content` at least.
 */
export type RouteRule = 'public' | 'signed-in' | 'entry-diff' | Capability

/** What the audit log records of a successful call. */
export interface RouteAudit {
  /** `entry.update`, `user.invite`… */
  action: string
  /** What the call changed, from the route's parameters and its JSON answer. */
  target(params: Readonly<Record<string, string>>, answer: AnswerFields): string
  /** A few fields worth keeping (never a secret). */
  details?(params: Readonly<Record<string, string>>, answer: AnswerFields): Record<string, unknown>
}

/** The JSON answer of a route, loosely typed (the audit reads a few fields of it). */
export type AnswerFields = Record<string, unknown> & {
  id?: unknown
  email?: unknown
  role?: unknown
  user?: { email?: unknown; role?: unknown }
  key?: { name?: unknown; kind?: unknown }
  meta?: { tessera?: { revision?: unknown } }
}

/** One write route: its method and path pattern as registered with Hono, and its rule. */
export interface WriteRouteRule {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  rule: RouteRule
  audit?: RouteAudit
  /** The route is about a person (presence): an API key, which names none, is refused (403). */
  sessionOnly?: true
}
