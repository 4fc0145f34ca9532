import type { Role } from '@tessera/core/permissions'
import type { ApiClient } from './api-client.ts'

/** The signed-in user. */
export interface EditorUser {
  id: string
  email: string
  name: string
  role: Role
}

/** A session as the service answers it. */
export interface SessionAnswer {
  user: EditorUser
  csrfToken: string
  mustSetPassword?: boolean
}

/** What the editor needs to start (`/api/v1/editor/config`). */
export interface EditorConfig {
  siteUrl: string | null
  space: { id: string; name: string }
  /** Custom targeting attributes the site declares (`TESSERA_TARGETING_ATTRIBUTES`). */
  targetingAttributes?: Array<{ name: string; values?: string[] }>
}

export const signIn = (api: ApiClient, email: string, password: string) =>
  api.json<SessionAnswer>('/api/v1/auth/sign-in', { method: 'POST', body: { email, password } })

export const signInWithLink = (api: ApiClient, token: string) =>
  api.json<SessionAnswer>('/api/v1/auth/sign-in-link', { method: 'POST', body: { token } })

export const currentSession = (api: ApiClient) => api.json<SessionAnswer>('/api/v1/auth/session')

export const setPassword = (api: ApiClient, password: string) =>
  api.json<SessionAnswer>('/api/v1/auth/password', { method: 'POST', body: { password } })

export const signOut = (api: ApiClient) =>
  api.json('/api/v1/auth/sign-out', { method: 'POST', body: {} })

export const editorConfig = (api: ApiClient) => api.json<EditorConfig>('/api/v1/editor/config')
