import type { Block } from '../types/block.ts'
import { indexBlocks, withoutNestedBlocks } from './block-index.ts'
import type { Capability } from './roles.ts'
import { sameJson } from './same-json.ts'

/** One part of a change and the capability it needs, e.g. `{ styles, 'block a1: responsiveStyles' }`. */
export interface NeededChange {
  capability: Capability
  what: string
}

/** Blocks that run author HTML or script: changing their options is changing code. */
export const CODE_COMPONENTS: readonly string[] = ['Custom Code', 'Embed']

/** Block fields that hold code (expressions, statements, repeats). */
export const BLOCK_CODE_FIELDS: readonly string[] = ['bindings', 'actions', 'code', 'repeat']

/** Block fields that hold looks. */
export const BLOCK_STYLE_FIELDS: readonly string[] = [
  'responsiveStyles',
  'style',
  'class',
  'animations',
  'hide',
  'show',
]

/** Fields the walk handles itself or that carry no authored value. */
const SKIPPED_FIELDS = new Set(['id', '@type', '@version', 'children', 'component', 'meta'])

function isCodeComponent(block: Block): boolean {
  return CODE_COMPONENTS.includes(block.component?.name ?? '')
}

function hasValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === false) return false
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object') return Object.keys(value).length > 0
  return true
}

/** What a new block brings besides itself: code and styles need their own capability. */
function addedBlockNeeds(key: string, block: Block): NeededChange[] {
  const needs: NeededChange[] = [{ capability: 'structure', what: `adds block ${key}` }]
  const record = block as unknown as Record<string, unknown>
  for (const field of BLOCK_CODE_FIELDS) {
    if (hasValue(record[field])) needs.push({ capability: 'code', what: `block ${key}: ${field}` })
  }
  if (isCodeComponent(block)) {
    needs.push({ capability: 'code', what: `block ${key}: ${block.component?.name} block` })
  }
  for (const field of BLOCK_STYLE_FIELDS) {
    if (hasValue(record[field]))
      needs.push({ capability: 'styles', what: `block ${key}: ${field}` })
  }
  return needs
}

/** What changing an existing block's own fields needs. */
function changedBlockNeeds(key: string, before: Block, after: Block): NeededChange[] {
  const needs: NeededChange[] = []
  const left = before as unknown as Record<string, unknown>
  const right = after as unknown as Record<string, unknown>
  for (const field of new Set([...Object.keys(left), ...Object.keys(right)])) {
    if (SKIPPED_FIELDS.has(field) || sameJson(left[field], right[field])) continue
    const capability: Capability = BLOCK_CODE_FIELDS.includes(field)
      ? 'code'
      : BLOCK_STYLE_FIELDS.includes(field)
        ? 'styles'
        : 'content'
    needs.push({ capability, what: `block ${key}: ${field}` })
  }
  if ((before.component?.name ?? '') !== (after.component?.name ?? '')) {
    needs.push({ capability: 'structure', what: `block ${key}: component` })
  }
  const optionsBefore = withoutNestedBlocks(before.component?.options ?? {})
  const optionsAfter = withoutNestedBlocks(after.component?.options ?? {})
  if (!sameJson(optionsBefore, optionsAfter)) {
    const code = isCodeComponent(before) || isCodeComponent(after)
    needs.push({ capability: code ? 'code' : 'content', what: `block ${key}: options` })
  }
  return needs
}

/**
 * What turning the block tree `before` into `after` needs: blocks added (structure, plus the
 * code and styles they carry), removed or moved (structure), and, for blocks in both, each
 * changed field by kind (styles, code, content; options of Custom Code and Embed are code).
 * `label` prefixes the descriptions (a variation).
 */
export function blockChanges(
  before: readonly Block[] | undefined,
  after: readonly Block[] | undefined,
  label = '',
): NeededChange[] {
  const old = indexBlocks(before)
  const next = indexBlocks(after)
  const needs: NeededChange[] = []
  for (const [key, { block, container }] of next.blocks) {
    const previous = old.blocks.get(key)
    if (!previous) {
      needs.push(...addedBlockNeeds(key, block))
      continue
    }
    if (previous.container !== container) {
      needs.push({ capability: 'structure', what: `moves block ${key}` })
    }
    needs.push(...changedBlockNeeds(key, previous.block, block))
  }
  for (const key of old.blocks.keys()) {
    if (!next.blocks.has(key)) needs.push({ capability: 'structure', what: `removes block ${key}` })
  }
  for (const [container, keys] of next.containers) {
    const survivors = keys.filter((key) => old.blocks.get(key)?.container === container)
    const earlier = (old.containers.get(container) ?? []).filter((key) => survivors.includes(key))
    if (!sameJson(survivors, earlier)) {
      needs.push({ capability: 'structure', what: `reorders blocks in ${container}` })
    }
  }
  return label === '' ? needs : needs.map((need) => ({ ...need, what: `${label} ${need.what}` }))
}
