import type { ContentStore } from '../store/types.ts'
import { SAMPLE_CONTENT } from './sample-content.ts'
import { DEMO_SEED_IMAGES, replaceImageUrls, storeSeedImages } from './seed-images.ts'
import type { SeedImage } from './seed-images.ts'
import type { SeedEntry } from './seed-entry.ts'

export interface SeedSampleContentOptions {
  store: ContentStore
  spaceId: string
  /** The entries to create, in order (symbols before the pages using them). Default {@link SAMPLE_CONTENT}. */
  content?: readonly SeedEntry[]
  /**
   * Image files stored before the entries; their placeholder URLs in the entries become the
   * stored images' URLs. Default: the demo's images when `content` is not given, else none.
   */
  images?: readonly SeedImage[]
}

export interface SeedResult {
  /** Entries created. */
  created: number
  /** True when the space already had pages, so nothing was seeded. */
  skipped: boolean
  /** Images stored. */
  images: number
}

/**
 * Seeds demo content into a space that has no pages yet (idempotent: a space with any entry
 * of the `page` model is left alone). The images are stored first (served resized by
 * `GET /api/v1/image/…`), then missing models are created; entries marked
 * `published: 'published'` are published.
 * @example
 * await seedSampleContent({ store, spaceId: space.id })
 */
export async function seedSampleContent(options: SeedSampleContentOptions): Promise<SeedResult> {
  const { store, spaceId } = options
  const content = options.content ?? SAMPLE_CONTENT
  const images = options.images ?? (options.content ? [] : DEMO_SEED_IMAGES)
  const pages = await store.listEntries({ spaceId, model: 'page', limit: 1 })
  if (pages.length > 0) return { created: 0, skipped: true, images: 0 }
  const urls = await storeSeedImages({ store, spaceId, images })
  for (const entry of content) {
    if (await store.getModel({ spaceId, name: entry.model })) continue
    await store.upsertModel({ spaceId, name: entry.model, kind: entry.kind ?? 'data' })
  }
  for (const entry of content) {
    await store.createEntry({
      spaceId,
      model: entry.model,
      body: replaceImageUrls(entry.body, urls),
    })
  }
  return { created: content.length, skipped: false, images: urls.size }
}
