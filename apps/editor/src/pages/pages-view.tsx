import { roleCan } from '@tessera/core/permissions'
import { useDeferredValue, useMemo, useState } from 'react'
import type { FormEvent } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import {
  createPage,
  getPage,
  listPages,
  newPageBody,
  pageStatus,
  pageUrlPath,
  patchPage,
} from '../api/pages-api.ts'
import type { PageEntry } from '../api/pages-api.ts'
import type { EditorConfig, EditorUser } from '../api/session.ts'
import { useLoaded } from '../api/use-loaded.ts'
import { PageConflictNote, usePageConflicts } from '../targeting/page-conflict-note.tsx'
import { TopHeader } from './top-header.tsx'

interface PagesViewProps {
  api: ApiClient
  user: EditorUser
  config: EditorConfig
  onOpen: (id: string) => void
  onSignOut: () => void
}

/** A URL path as typed: with a leading slash, without a trailing one. */
export function normalizePath(raw: string): string {
  const path = `/${raw.trim().replace(/^\/+/, '').replace(/\/+$/, '')}`
  return path
}

/** The pages whose name or URL path contains `needle` (lower case); all for an empty one. */
function matchingPages(pages: readonly PageEntry[], needle: string): readonly PageEntry[] {
  if (needle === '') return pages
  return pages.filter(
    (page) =>
      (page.name ?? '').toLowerCase().includes(needle) ||
      (pageUrlPath(page) ?? '').toLowerCase().includes(needle),
  )
}

/**
 * The pages of the space: search by name or path, status, path and who changed it last; create
 * a page at a URL path, duplicate, rename, archive, open.
 */
export function PagesView({ api, user, config, onOpen, onSignOut }: PagesViewProps) {
  const { value: pages, error: loadError, reload } = useLoaded(() => listPages(api), [api])
  const [search, setSearch] = useState('')
  const [actionError, setError] = useState<string>()
  const error = actionError ?? loadError
  // Creating, duplicating and archiving pages is structure (not for editors and viewers).
  const canWrite = roleCan(user.role, 'structure')
  const conflicts = usePageConflicts(pages)

  const run = async (action: () => Promise<unknown>) => {
    setError(undefined)
    try {
      await action()
      reload()
    } catch (caught: unknown) {
      setError(caught instanceof Error ? caught.message : String(caught))
    }
  }

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const path = normalizePath(String(form.get('path')))
    const name = String(form.get('name')).trim() || path
    void run(async () => onOpen((await createPage(api, newPageBody(name, path))).id))
  }

  const duplicate = (page: PageEntry) =>
    run(async () => {
      const full = await getPage(api, page.id)
      const path = `${pageUrlPath(full) ?? ''}-copy`
      const { id: _id, meta: _meta, rev: _rev, published: _published, ...rest } = full
      await createPage(api, {
        ...rest,
        name: `${full.name ?? 'Page'} (copy)`,
        query: newPageBody('', path).query ?? [],
        data: { ...full.data, url: path },
      })
    })

  const rename = (page: PageEntry) => {
    const name = window.prompt('New name', page.name ?? '')
    if (name) void run(() => patchPage(api, page.id, { name }))
  }

  // Every page of the space is listed (a few thousand rows render in well under a second); the
  // search filters them as typed, the box kept responsive while a long list renders.
  const needle = useDeferredValue(search).trim().toLowerCase()
  const shown = useMemo(() => matchingPages(pages ?? [], needle), [pages, needle])

  return (
    <div className="pages-view">
      <TopHeader user={user} spaceName={config.space.name} onSignOut={onSignOut} />
      <main className="pages-main">
        <div className="pages-toolbar">
          <h1>Pages</h1>
          <input
            type="search"
            placeholder="Search by name or path"
            aria-label="Search pages"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {canWrite && (
          <form className="new-page" onSubmit={create} aria-label="New page">
            <input
              name="path"
              placeholder="/new-page"
              aria-label="URL path of the new page"
              required
            />
            <input name="name" placeholder="Name (optional)" aria-label="Name of the new page" />
            <button type="submit">Create page</button>
          </form>
        )}
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        {pages === undefined ? (
          <p>Loading pages…</p>
        ) : (
          <table className="pages-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">URL path</th>
                <th scope="col">Status</th>
                <th scope="col">Last changed by</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((page) => (
                <tr key={page.id}>
                  <td>
                    <button type="button" className="link" onClick={() => onOpen(page.id)}>
                      {page.name || page.id}
                    </button>
                  </td>
                  <td>{pageUrlPath(page) ?? '—'}</td>
                  <td>
                    <span className={`status status-${pageStatus(page)}`}>{pageStatus(page)}</span>
                    <PageConflictNote conflicts={conflicts.get(page.id)} pageId={page.id} />
                  </td>
                  <td>{page.lastUpdatedBy ?? '—'}</td>
                  <td className="row-actions">
                    {canWrite && (
                      <>
                        <button
                          type="button"
                          onClick={() => void duplicate(page)}
                          aria-label={`Duplicate ${page.name}`}
                        >
                          Duplicate
                        </button>
                        <button
                          type="button"
                          onClick={() => rename(page)}
                          aria-label={`Rename ${page.name}`}
                        >
                          Rename
                        </button>
                        {pageStatus(page) !== 'archived' && (
                          <button
                            type="button"
                            onClick={() =>
                              void run(() => patchPage(api, page.id, { published: 'archived' }))
                            }
                            aria-label={`Archive ${page.name}`}
                          >
                            Archive
                          </button>
                        )}
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </main>
    </div>
  )
}
