import type { ContentStore } from '../store/types.ts'
import { SAMPLE_CONTENT } from './sample-content.ts'
import type { SeedEntry } from './sample-content.ts'

export interface SeedSampleContentOptions {
  store: ContentStore
  spaceId: string
  /** The entries to create, in order (symbols before the pages using them). Default {@link SAMPLE_CONTENT}. */
  content?: readonly SeedEntry[]
}

export interface SeedResult {
  /** Entries created. */
  created: number
  /** True when the space already had pages, so nothing was seeded. */
  skipped: boolean
}

/**
 * Seeds demo content into a space that has no pages yet (idempotent: a space with any entry
 * of the `page` model is left alone). Missing models are created first; entries marked
 * `published: 'published'` are published.
 * @example
 * await seedSampleContent({ store, spaceId: space.id })
 */
export async function seedSampleContent(options: SeedSampleContentOptions): Promise<SeedResult> {
  const { store, spaceId, content = SAMPLE_CONTENT } = options
  const pages = await store.listEntries({ spaceId, model: 'page', limit: 1 })
  if (pages.length > 0) return { created: 0, skipped: true }
  for (const entry of content) {
    if (await store.getModel({ spaceId, name: entry.model })) continue
    await store.upsertModel({ spaceId, name: entry.model, kind: entry.kind ?? 'data' })
  }
  for (const entry of content) {
    await store.createEntry({ spaceId, model: entry.model, body: structuredClone(entry.body) })
  }
  return { created: content.length, skipped: false }
}
