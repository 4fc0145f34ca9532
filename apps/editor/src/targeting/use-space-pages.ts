import type { ApiClient } from '../api/api-client.ts'
import { listPages } from '../api/pages-api.ts'
import type { PageEntry } from '../api/pages-api.ts'
import { useLoaded } from '../api/use-loaded.ts'

/** The same empty list until the pages come (what depends on it is not computed again). */
const NONE: PageEntry[] = []

/** The pages of the space (for conflicts and attribute names); empty until loaded or on error. */
export function useSpacePages(api: ApiClient): PageEntry[] {
  return useLoaded(() => listPages(api), [api]).value ?? NONE
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
