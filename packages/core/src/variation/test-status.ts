import type { Entry } from '../types/entry.ts'

/**
 * Where an entry records the state of its split test: `meta.splitTest.status`. Builder's JSON
 * has no such field; Tessera adds it so that a test can be stopped without losing its
 * variations. Absent means running (as every entry Builder made).
 */
export type SplitTestStatus = 'running' | 'stopped'

/** The `meta` key holding {@link SplitTestStatus} (`meta.splitTest = { status }`). */
export const SPLIT_TEST_META_KEY = 'splitTest'

/**
 * Whether the entry's split test is stopped (`meta.splitTest.status === 'stopped'`): its
 * variations are kept for the editor but every visitor gets the default, so `hasVariations`
 * is false, `chooseVariation` picks the default, and the content service leaves the variations
 * out of what it serves.
 */
export function isTestStopped(entry: Pick<Entry, 'meta'>): boolean {
  const meta = entry.meta
  if (!meta || typeof meta !== 'object') return false
  const test = (meta as Record<string, unknown>)[SPLIT_TEST_META_KEY]
  return (
    typeof test === 'object' &&
    test !== null &&
    (test as Record<string, unknown>).status === 'stopped'
  )
}
