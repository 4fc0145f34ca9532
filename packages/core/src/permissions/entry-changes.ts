import type { Entry, EntryData } from '../types/entry.ts'
import { blockChanges } from './block-changes.ts'
import type { NeededChange } from './block-changes.ts'
import { sameJson } from './same-json.ts'

/** `data` fields that hold code: page script and CSS, data requests, state, component inputs. */
export const DATA_CODE_FIELDS: readonly string[] = [
  'jsCode',
  'tsCode',
  'cssCode',
  'httpRequests',
  'state',
  'inputs',
  'blocksString',
]

/** `data` fields that hold looks. */
export const DATA_STYLE_FIELDS: readonly string[] = ['customFonts']

/** Entry fields stamped by the service or the SDKs, never authored. */
const STAMPED_FIELDS = new Set([
  'id',
  'rev',
  'meta',
  'modelId',
  'createdDate',
  'createdBy',
  'lastUpdated',
  'lastUpdatedBy',
  'firstPublished',
])

function dataChanges(
  before: EntryData | undefined,
  after: EntryData | undefined,
  label: string,
): NeededChange[] {
  const left = (before ?? {}) as Record<string, unknown>
  const right = (after ?? {}) as Record<string, unknown>
  const needs = blockChanges(before?.blocks, after?.blocks, label)
  for (const field of new Set([...Object.keys(left), ...Object.keys(right)])) {
    if (field === 'blocks' || sameJson(left[field], right[field])) continue
    const capability = DATA_CODE_FIELDS.includes(field)
      ? 'code'
      : DATA_STYLE_FIELDS.includes(field)
        ? 'styles'
        : 'content'
    needs.push({ capability, what: `${label}data.${field}`.trimStart() })
  }
  return needs
}

function variationChanges(before: Entry | undefined, after: Entry): NeededChange[] {
  const old = before?.variations ?? {}
  const next = after.variations ?? {}
  const needs: NeededChange[] = []
  for (const id of new Set([...Object.keys(old), ...Object.keys(next)])) {
    const left = old[id]
    const right = next[id]
    if (!left || !right) {
      needs.push({ capability: 'structure', what: `${left ? 'removes' : 'adds'} variation ${id}` })
      if (right) needs.push(...dataChanges(undefined, right.data, `variation ${id}:`))
      continue
    }
    needs.push(...dataChanges(left.data, right.data, `variation ${id}:`))
    const { data: _a, ...leftRest } = left
    const { data: _b, ...rightRest } = right
    if (!sameJson(leftRest, rightRest)) {
      needs.push({ capability: 'content', what: `variation ${id}: settings` })
    }
  }
  return needs
}

/**
 * What turning the entry body `before` into `after` needs, part by part; `before` undefined is
 * a new entry (which needs `structure`). Publishing state (`published`) needs `publish`; the
 * blocks and `data` of the entry and of each variation are compared as `blockChanges` and
 * the `data` field lists say; other authored fields (name, targeting, schedule) are content.
 * Stamped fields (`lastUpdatedBy`, `meta`…) are ignored.
 * @example
 * changesNeeded(page, { ...page, data: { ...page.data, jsCode: 'x()' } })
 * // → [{ capability: 'code', what: 'data.jsCode' }]
 */
export function changesNeeded(before: Entry | undefined, after: Entry): NeededChange[] {
  const needs: NeededChange[] = []
  if (!before) needs.push({ capability: 'structure', what: 'creates an entry' })
  needs.push(...dataChanges(before?.data, after.data, ''))
  needs.push(...variationChanges(before, after))
  const left = (before ?? {}) as Record<string, unknown>
  const right = after as unknown as Record<string, unknown>
  for (const field of new Set([...Object.keys(left), ...Object.keys(right)])) {
    if (STAMPED_FIELDS.has(field) || field === 'data' || field === 'variations') continue
    if (field === 'published') {
      const was = left.published ?? (before ? 'draft' : undefined)
      const now = right.published ?? 'draft'
      if (was !== now && (before || now === 'published')) {
        needs.push({ capability: 'publish', what: `published: ${String(now)}` })
      }
      continue
    }
    if (!sameJson(left[field], right[field])) needs.push({ capability: 'content', what: field })
  }
  return needs
}
