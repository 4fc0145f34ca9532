import type { ApiClient } from './api-client.ts'
import type { PageEntry } from './pages-api.ts'

/** One line of a page's history, as the service lists it (newest first). */
export interface RevisionSummary {
  revision: number
  /** When it was saved (epoch ms). */
  createdAt: number
  /** Whether it is the page's current version. */
  current: boolean
  /** The account that made it (absent when it was written with the API key). */
  by?: string
  /** Whether it was a publish. */
  published: boolean
}

const base = (id: string) => `/api/v1/write/page/${encodeURIComponent(id)}/revisions`

/** How many revisions the history loads at a time. */
export const REVISIONS_PAGE = 50

/** A page of the history, newest first (the current version first at offset 0). */
export const listRevisions = async (api: ApiClient, id: string, offset = 0) =>
  (
    await api.json<{ results: RevisionSummary[] }>(
      `${base(id)}?limit=${REVISIONS_PAGE}&offset=${offset}`,
    )
  ).results

export const getRevision = (api: ApiClient, id: string, revision: number) =>
  api.json<PageEntry>(`${base(id)}/${revision}`)
