import type { Block } from '@tessera/core'
import { getComponentForModel } from './get-component-for-model.ts'
import { BlockStyleSheet } from '../styles/block-style-sheet.ts'
import type { BuilderContextValue, RegisteredBlock } from '../types.ts'
import { addBlockCss } from './get-block-css.ts'
import { resolveLocalizedValues } from './resolve-localized-values.ts'

/** The `data-id` of a list's `<style>` (a block's own is `builderio-block`). */
export const LIST_STYLE_ID = 'builderio-blocks'

/** What {@link getListCss} reads of the context. */
export type ListCssContext = Pick<
  BuilderContextValue,
  'registry' | 'model' | 'breakpoints' | 'isEditing'
>

/** A block's definition, `null` for a block without component name. */
type Definition = RegisteredBlock | null

/**
 * Whether a block's CSS is written in its list's style element rather than its own (when its
 * parent's is, see `BlockRendererProps.inListCss`): its styles cannot change once rendered —
 * no `repeat` (copies render under their own state) and no `bindings` (which may set styles).
 */
export function isCssInList(block: Block): boolean {
  const { bindings } = block
  return !block.repeat && (!bindings || Object.keys(bindings).length === 0)
}

/** One walk over a list: the sheet, the context, the locale, and each name's definition. */
interface ListWalk {
  sheet: BlockStyleSheet
  context: ListCssContext
  locale: string | undefined
  definitions: Map<string, RegisteredBlock | undefined> | undefined
}

/**
 * The definition of a block whose CSS is in its list when it renders (as `processBlock` and
 * `<Block>` decide: `null` without component name), `undefined` when it does not.
 */
function renderedDefinition(block: Block, walk: ListWalk): Definition | undefined {
  if (block.hide || (Object.hasOwn(block, 'show') && !block.show)) return undefined
  const name = block.component?.name
  if (typeof name !== 'string' || name === '') return null
  walk.definitions ??= new Map()
  if (walk.definitions.has(name)) return walk.definitions.get(name)
  const { registry, model } = walk.context
  const definition = getComponentForModel(registry, name, model)
  walk.definitions.set(name, definition)
  return definition
}

function addListCss(walk: ListWalk, blocks: readonly Block[]): void {
  for (const block of blocks) {
    if (typeof block !== 'object' || block === null || !isCssInList(block)) continue
    const definition = renderedDefinition(block, walk)
    if (definition === undefined) continue
    const css = definition?.css
    const { breakpoints } = walk.context
    if (css === undefined) addBlockCss(walk.sheet, block, breakpoints)
    else {
      // The block renders with its localized values resolved (`processBlock`): so does its CSS.
      const options = resolveLocalizedValues(block.component?.options, walk.locale)
      addBlockCss(walk.sheet, block, breakpoints, css, options)
    }
    if (Array.isArray(block.children)) addListCss(walk, block.children)
  }
}

/**
 * The text of a block list's one `<style data-id="builderio-blocks">`: the CSS of the blocks it
 * renders (its blocks and their children, recursively) whose styles cannot change
 * ({@link isCssInList}), minified, shared rules written once. Blocks with bindings or repeat,
 * and their children, keep a `<style>` of their own. `''` in the editor, where every block keeps
 * its own (it restyles blocks one by one), and for a list without CSS. `locale`: the one blocks
 * render in (`processOptions`). Written the same way by
 * the React renderer and the static HTML.
 */
export function getListCss(
  blocks: readonly Block[],
  context: ListCssContext,
  locale: string | undefined,
): string {
  if (context.isEditing) return ''
  const walk: ListWalk = { sheet: new BlockStyleSheet(), context, locale, definitions: undefined }
  addListCss(walk, blocks)
  return walk.sheet.toString()
}
