import { ContentParseError } from '../errors.ts'
import type { Block } from '../types/block.ts'
import type { Entry, EntryData } from '../types/entry.ts'

export interface NormalizeResult {
  entry: Entry
  /** Problems found; the entry is still usable (bad parts are left out). */
  errors: ContentParseError[]
}

function parseBlocksString(data: EntryData, where: string, entryId: string | undefined) {
  const errors: ContentParseError[] = []
  const { blocksString, ...rest } = data
  const next: EntryData = rest
  if (typeof blocksString !== 'string') return { data: next, errors }
  try {
    const parsed: unknown = JSON.parse(blocksString)
    if (!Array.isArray(parsed)) throw new TypeError('blocksString is not a JSON array')
    next.blocks = parsed as Block[]
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    errors.push(
      new ContentParseError(
        `Entry "${entryId ?? 'unknown'}"${where}: data.blocksString is not valid JSON (${reason}); its blocks are left out`,
        { entryId, cause },
      ),
    )
    if (!Array.isArray(next.blocks)) next.blocks = []
  }
  return { data: next, errors }
}

/**
 * Makes an entry ready to render: `data.blocksString` (in the entry and in each variation) is
 * parsed into `data.blocks` and removed. Never throws: a broken `blocksString` becomes an
 * error in the result naming the entry, and the entry keeps its other data with no blocks.
 * The input is not modified.
 */
export function normalizeEntry(entry: Entry): NormalizeResult {
  const errors: ContentParseError[] = []
  const next: Entry = { ...entry }
  if (entry.data && typeof entry.data === 'object') {
    const result = parseBlocksString(entry.data, '', entry.id)
    next.data = result.data
    errors.push(...result.errors)
  }
  if (entry.variations && typeof entry.variations === 'object') {
    const variations: NonNullable<Entry['variations']> = {}
    for (const [key, variation] of Object.entries(entry.variations)) {
      if (!variation?.data || typeof variation.data !== 'object') {
        variations[key] = variation
        continue
      }
      const result = parseBlocksString(variation.data, ` (variation "${key}")`, entry.id)
      variations[key] = { ...variation, data: result.data }
      errors.push(...result.errors)
    }
    next.variations = variations
  }
  return { entry: next, errors }
}
