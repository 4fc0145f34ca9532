import { describe, expect, it } from 'vitest'
import type { PageEntry } from '../api/pages-api.ts'
import { conflictsByPage, conflictsOf, findPathConflicts } from './path-conflicts.ts'

const NOW = 1_800_000_000_000

function page(id: string, path: string, extra: Partial<PageEntry> = {}): PageEntry {
  return {
    id,
    name: id,
    published: 'published',
    query: [{ property: 'urlPath', operator: 'is', value: path }],
    ...extra,
  }
}

const ids = (pages: PageEntry[]) => pages.map((item) => item.id)

describe('findPathConflicts', () => {
  it('finds two published pages on one path with the same priority', () => {
    const conflicts = findPathConflicts([page('a', '/x'), page('b', '/x/'), page('c', '/y')], NOW)
    expect(conflicts.map((c) => [c.path, ids(c.pages)])).toEqual([['/x', ['a', 'b']]])
  })

  it('lets a priority between them settle it', () => {
    expect(findPathConflicts([page('a', '/x', { priority: 1 }), page('b', '/x')], NOW)).toEqual([])
    expect(
      findPathConflicts([page('a', '/x', { priority: 2 }), page('b', '/x', { priority: 2 })], NOW),
    ).toHaveLength(1)
  })

  it('ignores drafts, archived and ended pages, and schedules that do not meet', () => {
    const pages = [
      page('live', '/x'),
      page('draft', '/x', { published: 'draft' }),
      page('gone', '/x', { published: 'archived' }),
      page('ended', '/x', { endDate: NOW - 1 }),
    ]
    expect(findPathConflicts(pages, NOW)).toEqual([])
    const later = [page('a', '/x', { endDate: NOW + 10 }), page('b', '/x', { startDate: NOW + 20 })]
    expect(findPathConflicts(later, NOW)).toEqual([])
    const overlapping = [page('a', '/x'), page('b', '/x', { startDate: NOW + 20 })]
    expect(findPathConflicts(overlapping, NOW)).toHaveLength(1)
  })

  it('takes different other rules for a deliberate split', () => {
    const mobile = page('m', '/x', {
      query: [
        { property: 'urlPath', operator: 'is', value: '/x' },
        { property: 'device', operator: 'is', value: 'mobile' },
      ],
    })
    expect(findPathConflicts([mobile, page('all', '/x')], NOW)).toEqual([])
    expect(findPathConflicts([mobile, { ...mobile, id: 'm2' }], NOW)).toHaveLength(1)
  })
})

describe('conflictsOf', () => {
  it('warns about a page being edited as if published, naming the other page', () => {
    const draft = page('mine', '/x', { published: 'draft' })
    const [conflict, ...rest] = conflictsOf(draft, [page('theirs', '/x'), draft], NOW)
    expect(rest).toEqual([])
    expect(conflict?.path).toBe('/x')
    expect(conflict?.pages[0].id).toBe('theirs')
  })

  it('groups the conflicts by page', () => {
    const map = conflictsByPage(findPathConflicts([page('a', '/x'), page('b', '/x')], NOW))
    expect([...map.keys()]).toEqual(['a', 'b'])
  })
})
