import type { ApiClient } from './api-client.ts'
import { listAllEntries } from './list-all.ts'

/** A page entry as the write API returns it (the fields the editor reads). */
export interface PageEntry {
  id: string
  name?: string
  published?: 'published' | 'draft' | 'archived'
  startDate?: number
  endDate?: number
  lastUpdated?: number
  lastUpdatedBy?: string
  query?: Array<{ property?: string | null; operator?: string; value?: unknown }>
  data?: { url?: string; title?: string; blocks?: unknown[]; [key: string]: unknown }
  meta?: { tessera?: { revision: number; hasPublished: boolean; model?: string } }
  [key: string]: unknown
}

/** What the pages list shows as a page's status. */
export type PageStatus = 'published' | 'draft' | 'scheduled' | 'archived'

/**
 * A page's status: archived, scheduled (published with a start in the future), published (a
 * published version is live, even when later changes are saved as a draft), or draft.
 */
export function pageStatus(page: PageEntry, now = Date.now()): PageStatus {
  if (page.published === 'archived') return 'archived'
  if (page.published === 'published' || page.meta?.tessera?.hasPublished === true) {
    return page.startDate !== undefined && page.startDate > now ? 'scheduled' : 'published'
  }
  return 'draft'
}

/** The URL path a page is targeted at (its `urlPath is` rule), else its `data.url`. */
export function pageUrlPath(page: PageEntry): string | undefined {
  const rule = page.query?.find((item) => item.property === 'urlPath' && item.operator === 'is')
  if (typeof rule?.value === 'string') return rule.value
  return typeof page.data?.url === 'string' ? page.data.url : undefined
}

/** The revision a save is based on (`If-Match`). */
export function revisionOf(page: PageEntry): number | undefined {
  return page.meta?.tessera?.revision
}

/** The body of a new page at `path`: targeted at it, with no blocks yet. */
export function newPageBody(name: string, path: string): Partial<PageEntry> {
  return {
    name,
    query: [{ property: 'urlPath', operator: 'is', value: path }],
    data: { url: path, title: name, blocks: [] },
  }
}

/** Every page of the space (drafts and archived ones too), newest first, read page by page. */
export const listPages = (api: ApiClient) => listAllEntries<PageEntry>(api, 'page')

/** The model an entry of the write API belongs to (`meta.tessera.model`); `page` by default. */
export const modelOf = (entry: PageEntry): string => entry.meta?.tessera?.model ?? 'page'

export const getPage = (api: ApiClient, id: string, model = 'page') =>
  api.json<PageEntry>(`/api/v1/write/${encodeURIComponent(model)}/${encodeURIComponent(id)}`)

export const createPage = (api: ApiClient, body: Partial<PageEntry>) =>
  api.json<PageEntry>('/api/v1/write/page', { method: 'POST', body })

export const patchPage = (api: ApiClient, id: string, body: Partial<PageEntry>) =>
  api.json<PageEntry>(`/api/v1/write/page/${encodeURIComponent(id)}`, { method: 'PATCH', body })

/**
 * Saves the whole page based on `revision`. When someone saved in between, the service merges
 * the two when they changed different blocks or properties (`merge=blocks`: the answer is the
 * merged page) and answers 409 when both changed the same. The body's own `rev` is left out: it
 * is the one the page was loaded with, and `If-Match` says which counts. A save is always a
 * draft (`publish=false`): a body loaded as `published: 'published'` would otherwise publish
 * every autosave; publishing is the publish action's alone.
 */
export function savePage(api: ApiClient, page: PageEntry, revision: number | undefined) {
  const { rev: _rev, ...body } = page
  const model = encodeURIComponent(modelOf(page))
  const merge = revision === undefined ? '' : '&merge=blocks'
  return api.json<PageEntry>(
    `/api/v1/write/${model}/${encodeURIComponent(page.id)}?publish=false${merge}`,
    {
      method: 'PUT',
      body,
      ...(revision === undefined ? {} : { headers: { 'If-Match': `"${revision}"` } }),
    },
  )
}

export const publishPage = (
  api: ApiClient,
  id: string,
  action: 'publish' | 'unpublish',
  model = 'page',
) =>
  api.json<PageEntry>(
    `/api/v1/write/${encodeURIComponent(model)}/${encodeURIComponent(id)}/${action}`,
    {
      method: 'POST',
      body: {},
    },
  )

/** A signed link to the page's draft, for people without an account. */
export async function previewLink(
  api: ApiClient,
  siteUrl: string,
  page: PageEntry,
): Promise<string> {
  const { token } = await api.json<{ token: string }>('/api/v1/preview-token', {
    method: 'POST',
    body: { ttlSeconds: 7 * 24 * 3600 },
  })
  const url = new URL(pageUrlPath(page) ?? '/', siteUrl)
  url.searchParams.set('builder.preview', 'page')
  url.searchParams.set('builder.overrides.page', page.id)
  url.searchParams.set('builder.previewToken', token)
  return url.toString()
}
