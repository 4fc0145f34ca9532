import type { Block } from '@tessera/core'
import { getComponentForModel } from './get-component-for-model.ts'
import { BlockStyleSheet } from '../styles/block-style-sheet.ts'
import type { BuilderContextValue } from '../types.ts'
import { addBlockCss } from './get-block-css.ts'

/** The `data-id` of a list's `<style>` (a block's own is `builderio-block`). */
export const LIST_STYLE_ID = 'builderio-blocks'

/** What {@link getListCss} reads of the context. */
export type ListCssContext = Pick<
  BuilderContextValue,
  'registry' | 'model' | 'breakpoints' | 'isEditing'
>

/**
 * Whether a block's CSS is written in its list's style element rather than its own (when its
 * parent's is, see `BlockRendererProps.inListCss`): its styles cannot change once rendered —
 * no `repeat` (copies render under their own state) and no `bindings` (which may set styles).
 */
export function isCssInList(block: Block): boolean {
  const { bindings } = block
  return !block.repeat && (!bindings || Object.keys(bindings).length === 0)
}

/** Whether the registry renders a component name (for the model): `<Block>` skips others. */
export type IsKnownComponent = (name: string) => boolean

/** One walk over a list: the sheet, the context, and whether each component name is known. */
interface ListWalk {
  sheet: BlockStyleSheet
  context: ListCssContext
  isKnown: IsKnownComponent | undefined
}

/** {@link IsKnownComponent} for a context, each name looked up once. */
export function knownComponents(context: ListCssContext): IsKnownComponent {
  const known = new Map<string, boolean>()
  return (name) => {
    let isKnown = known.get(name)
    if (isKnown === undefined) {
      isKnown = getComponentForModel(context.registry, name, context.model) !== undefined
      known.set(name, isKnown)
    }
    return isKnown
  }
}

/** Whether a block whose CSS is in its list renders: as `processBlock` and `<Block>` decide. */
function isRendered(block: Block, walk: ListWalk): boolean {
  if (block.hide || (Object.hasOwn(block, 'show') && !block.show)) return false
  const name = block.component?.name
  if (typeof name !== 'string' || name === '') return true
  walk.isKnown ??= knownComponents(walk.context)
  return walk.isKnown(name)
}

function addListCss(walk: ListWalk, blocks: readonly Block[]): void {
  for (const block of blocks) {
    if (typeof block !== 'object' || block === null || !isCssInList(block)) continue
    if (!isRendered(block, walk)) continue
    addBlockCss(walk.sheet, block, walk.context.breakpoints)
    if (Array.isArray(block.children)) addListCss(walk, block.children)
  }
}

/**
 * The text of a block list's one `<style data-id="builderio-blocks">`: the CSS of the blocks it
 * renders (its blocks and their children, recursively) whose styles cannot change
 * ({@link isCssInList}), minified, shared rules written once. Blocks with bindings or repeat,
 * and their children, keep a `<style>` of their own. `''` in the editor, where every block keeps
 * its own (it restyles blocks one by one), and for a list without CSS. Written the same way by
 * the React renderer and the static HTML. `isKnown`: the names the context's registry renders,
 * when the caller keeps them for several lists (looked up here otherwise).
 */
export function getListCss(
  blocks: readonly Block[],
  context: ListCssContext,
  isKnown?: IsKnownComponent,
): string {
  if (context.isEditing) return ''
  const walk: ListWalk = { sheet: new BlockStyleSheet(), context, isKnown }
  addListCss(walk, blocks)
  return walk.sheet.toString()
}
