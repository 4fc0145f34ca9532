import type { Role } from '@tessera/core/permissions'
import type { ApiClient } from '../api/api-client.ts'

/** An editor account as the users API answers it. */
export interface TeamUser {
  id: string
  email: string
  name: string
  role: Role
  hasPassword: boolean
  createdAt: number
}

/** An API key as listed (private keys by their last characters only). */
export interface TeamKey {
  id: string
  name: string
  kind: 'public' | 'private'
  preview: string
  createdAt: number
}

/** One line of the audit log. */
export interface AuditLine {
  id: string
  at: number
  actor: string
  action: string
  target: string
  details: Record<string, unknown>
}

export const listUsers = async (api: ApiClient) =>
  (await api.json<{ results: TeamUser[] }>('/api/v1/users')).results

/** Creates the account and answers its one-time sign-in link (the invitation). */
export const inviteUser = (api: ApiClient, email: string, role: Role) =>
  api.json<{ user: TeamUser; signInUrl: string }>('/api/v1/users', {
    method: 'POST',
    body: { email, role },
  })

export const changeRole = (api: ApiClient, id: string, role: Role) =>
  api.json<TeamUser>(`/api/v1/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: { role } })

export const removeUser = (api: ApiClient, id: string) =>
  api.json(`/api/v1/users/${encodeURIComponent(id)}`, { method: 'DELETE' })

export const listKeys = async (api: ApiClient) =>
  (await api.json<{ results: TeamKey[] }>('/api/v1/keys')).results

/** Creates a key; `secret` is the key itself, shown this once. */
export const createKey = (api: ApiClient, name: string, kind: TeamKey['kind']) =>
  api.json<{ key: TeamKey; secret: string }>('/api/v1/keys', {
    method: 'POST',
    body: { name, kind },
  })

export const revokeKey = (api: ApiClient, id: string) =>
  api.json(`/api/v1/keys/${encodeURIComponent(id)}`, { method: 'DELETE' })

/** Lines per page of the audit log on the Team screen. */
export const AUDIT_PAGE = 20

export const listAudit = async (api: ApiClient, offset: number) =>
  (
    await api.json<{ results: AuditLine[] }>(
      `/api/v1/audit?limit=${AUDIT_PAGE + 1}&offset=${offset}`,
    )
  ).results
