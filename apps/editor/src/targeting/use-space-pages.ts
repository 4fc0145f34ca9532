import { useEffect, useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { listPages } from '../api/pages-api.ts'
import type { PageEntry } from '../api/pages-api.ts'

/** The pages of the space (for conflicts and attribute names); empty until loaded or on error. */
export function useSpacePages(api: ApiClient): PageEntry[] {
  const [pages, setPages] = useState<PageEntry[]>([])
  useEffect(() => {
    let stale = false
    listPages(api).then(
      (list) => {
        if (!stale) setPages(list)
      },
      () => undefined,
    )
    return () => {
      stale = true
    }
  }, [api])
  return pages
}

/** The attribute names used in the rules of these pages. */
export function usedAttributeNames(pages: readonly PageEntry[]): Set<string> {
  const names = new Set<string>()
  for (const page of pages) {
    for (const rule of page.query ?? []) {
      if (typeof rule?.property === 'string') names.add(rule.property)
    }
  }
  return names
}
