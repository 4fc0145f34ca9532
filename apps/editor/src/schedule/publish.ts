import type { ApiClient } from '../api/api-client.ts'
import { publishPage } from '../api/pages-api.ts'
import type { PageEntry } from '../api/pages-api.ts'
import type { Autosave } from '../save/autosave.ts'

/** What the author is told after a publish or an unpublish. */
export const PUBLISHED_NOTICE = {
  publish: 'Published: the page is live.',
  unpublish: 'Unpublished.',
} as const

/**
 * Publishes (or unpublishes) the page as it is in the editor: unsaved changes (content and
 * schedule) are saved first, then the service publishes that revision; autosave goes on from
 * the revision the publish made (without saving the same content again: the publish stays the
 * current revision). Resolves with the page as published.
 */
export async function publishSaved(
  api: ApiClient,
  autosave: Autosave,
  pageId: string,
  action: 'publish' | 'unpublish',
  model = 'page',
): Promise<PageEntry> {
  await autosave.saveNow()
  const saved = await publishPage(api, pageId, action, model)
  autosave.adopt(saved)
  return saved
}
