import type { AnswerFields, RouteAudit, WriteRouteRule } from './route-rules.ts'

const revision = (_: unknown, answer: AnswerFields) => ({
  revision: answer.meta?.tessera?.revision,
})

function entryAudit(action: string): RouteAudit {
  return {
    action,
    target: (params, answer) => `${params.model}/${params.id ?? String(answer.id)}`,
    details: revision,
  }
}

const userAudit = (action: string): RouteAudit => ({
  action,
  // POST and DELETE answer `{ user }`, PATCH the user itself.
  target: (params, answer) => String(answer.user?.email ?? answer.email ?? params.id),
  details: (_, answer) => ({ role: answer.user?.role ?? answer.role }),
})

const keyAudit = (action: string): RouteAudit => ({
  action,
  target: (_, answer) => String(answer.key?.name),
  details: (_, answer) => ({ kind: answer.key?.kind }),
})

/**
 * Every write route of the service and what it asks of an editor's role (see `RouteRule`),
 * with what the audit log records of it. A route missing here fails
 * `write-route-rules.test.ts`; until it is added, an editor session needs `content` to call
 * it. To add a route: one line with its method, its path exactly as registered, its rule, and
 * an `audit` when the change should appear in the audit log.
 */
export const WRITE_ROUTE_RULES: readonly WriteRouteRule[] = [
  // Sign-in and the user's own session.
  { method: 'POST', path: '/api/v1/auth/sign-in', rule: 'public' },
  { method: 'POST', path: '/api/v1/auth/sign-in-link', rule: 'public' },
  { method: 'POST', path: '/api/v1/auth/password', rule: 'signed-in' },
  { method: 'POST', path: '/api/v1/auth/sign-out', rule: 'signed-in' },
  // Visitors of the site.
  { method: 'POST', path: '/api/v1/track', rule: 'public' },
  { method: 'POST', path: '/api/v1/form-submit', rule: 'public' },
  // Content.
  {
    method: 'POST',
    path: '/api/v1/write/:model',
    rule: 'entry-diff',
    audit: entryAudit('entry.create'),
  },
  {
    method: 'PUT',
    path: '/api/v1/write/:model/:id',
    rule: 'entry-diff',
    audit: entryAudit('entry.update'),
  },
  {
    method: 'PATCH',
    path: '/api/v1/write/:model/:id',
    rule: 'entry-diff',
    audit: entryAudit('entry.update'),
  },
  {
    method: 'POST',
    path: '/api/v1/write/:model/:id/publish',
    rule: 'publish',
    audit: entryAudit('entry.publish'),
  },
  {
    method: 'POST',
    path: '/api/v1/write/:model/:id/unpublish',
    rule: 'publish',
    audit: entryAudit('entry.unpublish'),
  },
  {
    method: 'DELETE',
    path: '/api/v1/write/:model/:id',
    rule: 'structure',
    audit: entryAudit('entry.delete'),
  },
  {
    method: 'POST',
    path: '/api/v1/write/:model/:id/revisions/:revision/restore',
    rule: 'entry-diff',
    audit: entryAudit('entry.restore'),
  },
  { method: 'POST', path: '/api/v1/upload', rule: 'content' },
  // The asset library: a focal point is content; deleting (refused while used) is audited.
  { method: 'PATCH', path: '/api/v1/assets/:id', rule: 'content' },
  {
    method: 'DELETE',
    path: '/api/v1/assets/:id',
    rule: 'content',
    audit: { action: 'asset.delete', target: (params) => params.id ?? '' },
  },
  // Presence on a page: anyone signed in, viewers too (they are there); a key is nobody.
  { method: 'PUT', path: '/api/v1/presence/:model/:id', rule: 'signed-in', sessionOnly: true },
  { method: 'DELETE', path: '/api/v1/presence/:model/:id', rule: 'signed-in', sessionOnly: true },
  { method: 'POST', path: '/api/v1/preview-token', rule: 'signed-in' },
  // The space.
  {
    method: 'PUT',
    path: '/api/v1/models/:name',
    rule: 'models',
    audit: { action: 'model.update', target: (params) => params.name ?? '' },
  },
  { method: 'POST', path: '/api/v1/users', rule: 'team', audit: userAudit('user.invite') },
  {
    method: 'POST',
    path: '/api/v1/users/:id/sign-in-link',
    rule: 'team',
    audit: userAudit('user.sign-in-link'),
  },
  { method: 'PATCH', path: '/api/v1/users/:id', rule: 'team', audit: userAudit('user.update') },
  { method: 'DELETE', path: '/api/v1/users/:id', rule: 'team', audit: userAudit('user.remove') },
  { method: 'POST', path: '/api/v1/keys', rule: 'team', audit: keyAudit('key.create') },
  { method: 'DELETE', path: '/api/v1/keys/:id', rule: 'team', audit: keyAudit('key.revoke') },
]
