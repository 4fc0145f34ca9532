import { fileURLToPath } from 'node:url'
import type { Entry } from '@tessera/core'
import { SAMPLE_CONTENT } from './sample-content.ts'
import type { SeedEntry } from './seed-entry.ts'

/**
 * The folder of the demo's Builder JSON (`tessera import packages/server/demo/content`): one
 * folder per model, one file per entry.
 */
export const DEMO_CONTENT_DIR = fileURLToPath(new URL('../../demo/content/', import.meta.url))

/** One file of the JSON export. */
export interface DemoFile {
  /** Path under {@link DEMO_CONTENT_DIR}: `<model>/<name>.json`. */
  path: string
  entry: Entry
}

/** The file name of an entry: its page path (`/` is `home`) or its name, as a slug. */
function fileName(entry: SeedEntry): string {
  const path = entry.body.query?.find((rule) => rule.property === 'urlPath')?.value
  const base = typeof path === 'string' ? (path === '/' ? 'home' : path) : (entry.body.name ?? '')
  const slug = base
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${slug || entry.body.id}.json`
}

/**
 * The JSON export of `content` (default the demo): each entry's body as the seed creates it,
 * image URLs still the placeholders (`demoImageUrl`).
 */
export function demoFiles(content: readonly SeedEntry[] = SAMPLE_CONTENT): DemoFile[] {
  return content.map((entry) => ({ path: `${entry.model}/${fileName(entry)}`, entry: entry.body }))
}
