import { useMemo } from 'react'
import type { PageEntry } from '../api/pages-api.ts'
import { conflictsByPage, findPathConflicts } from './path-conflicts.ts'
import type { PathConflict } from './path-conflicts.ts'
import './targeting.css'

/** The path conflicts of the listed pages, by page id. */
export function usePageConflicts(pages: readonly PageEntry[] | undefined) {
  return useMemo(() => conflictsByPage(findPathConflicts(pages ?? [])), [pages])
}

/** The pages list's note that a page shares its path with another at the same priority. */
export function PageConflictNote({
  conflicts,
  pageId,
}: {
  conflicts: readonly PathConflict[] | undefined
  pageId: string
}) {
  if (!conflicts || conflicts.length === 0) return null
  const names = conflicts.map(({ path, pages }) => {
    const other = pages.find((page) => page.id !== pageId) ?? pages[0]
    return `“${other.name || other.id}” at ${path}`
  })
  return <span className="conflict-note">Same path and priority as {names.join(', ')}</span>
}
