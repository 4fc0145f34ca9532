import { matchesTargeting } from '@tessera/core/targeting'
import type { Block, QueryRule, UserAttributes } from '@tessera/core'

/** One variant of a PersonalizationContainer (gen-2's `variants` option). */
export interface PersonalizationVariant {
  name?: string
  /** Targeting rules, all of which must hold (as an entry's `query`). */
  query?: QueryRule[]
  /** Shown from / until (epoch ms or a date string); each optional. */
  startDate?: number | string
  endDate?: number | string
  blocks?: Block[]
}

/** What a PersonalizationContainer renders: a variant's blocks, or its default children. */
export interface ChosenBlocks {
  /** Index in `variants`, or `default`. */
  index: number | 'default'
  blocks: readonly Block[] | undefined
  /** The data path of the list (`builder-path`): in the options, or `this.children`. */
  path: string
}

/**
 * The variant a visitor sees: the first whose targeting (`query`, `startDate`, `endDate`)
 * matches `userAttributes` (with `locale` when given, as gen-2 adds it), else the default
 * children. In the editor, the variant the author is editing (`previewingIndex`), else the
 * default. A pure function: the server and the browser choose alike.
 * @example
 * chooseVariant([{ query: [{ property: 'device', operator: 'is', value: 'mobile' }], blocks }],
 *   children, { device: 'mobile' }) // { index: 0, blocks, path: 'variants.0.blocks' }
 */
export function chooseVariant(
  variants: unknown,
  children: readonly Block[] | undefined,
  userAttributes: UserAttributes | undefined,
  options: { locale?: string; isEditing?: boolean; previewingIndex?: unknown; now?: number } = {},
): ChosenBlocks {
  const list: unknown[] = Array.isArray(variants) ? variants : []
  const fallback: ChosenBlocks = { index: 'default', blocks: children, path: 'this.children' }
  const variantAt = (index: number): ChosenBlocks | undefined => {
    const variant = list[index]
    if (typeof variant !== 'object' || variant === null) return undefined
    const blocks = (variant as PersonalizationVariant).blocks
    return {
      index,
      blocks: Array.isArray(blocks) ? blocks : [],
      path: `variants.${index}.blocks`,
    }
  }
  if (options.isEditing) {
    const index = options.previewingIndex
    if (typeof index === 'number' && Number.isInteger(index) && index >= 0) {
      return variantAt(index) ?? fallback
    }
    return fallback
  }
  const attributes: UserAttributes = {
    ...(options.locale ? { locale: options.locale } : {}),
    ...userAttributes,
  }
  for (let index = 0; index < list.length; index++) {
    const variant = list[index] as PersonalizationVariant | null
    if (typeof variant !== 'object' || variant === null) continue
    // Dates as the entry schedule reads them (epoch ms, integer or date strings).
    const targeted = {
      query: Array.isArray(variant.query) ? variant.query : [],
      startDate: variant.startDate as number | undefined,
      endDate: variant.endDate as number | undefined,
    }
    if (matchesTargeting(targeted, attributes, { now: options.now })) {
      return variantAt(index) ?? fallback
    }
  }
  return fallback
}
