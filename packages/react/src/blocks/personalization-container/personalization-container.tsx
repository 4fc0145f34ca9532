import { BlockList as Blocks } from '../../blocks-renderer/block-list.tsx'
import type { BlockProps } from '../../types.ts'
import { chooseVariant } from './choose-variant.ts'
import type { PersonalizationVariant } from './choose-variant.ts'

/** Options of the PersonalizationContainer block (Builder gen-2's block-level personalization). */
export interface PersonalizationContainerOptions {
  /** The variants, each with its targeting rules and blocks; the block's children are the default. */
  variants?: PersonalizationVariant[]
  /** Set by the editor: the variant being edited (the default when absent). */
  previewingIndex?: number
}

/**
 * `div.builder-personalization-container` (noWrap: the block's own attributes and style) with
 * one list of blocks: those of the first variant whose targeting the visitor's attributes
 * (`<Content userAttributes>`) match, else the block's children. The choice is made while
 * rendering, the same on the server and in the browser: no flicker, no hidden variants shipped.
 * In the editor it shows the variant being edited (`previewingIndex`), else the one the
 * editor's preview attributes match (`builder.overrideUserAttributes`), else the default.
 */
export function PersonalizationContainer({
  variants,
  previewingIndex,
  attributes,
  builderBlock,
  builderContext,
}: BlockProps<PersonalizationContainerOptions>) {
  // The editor's "preview as" attributes (`builder.overrideUserAttributes`) choose as a
  // visitor's would, unless a variant is being edited.
  const override = builderContext.overrideUserAttributes
  const isEditingVariant = builderContext.isEditing && typeof previewingIndex === 'number'
  const previewAttributes = override ? { ...builderContext.userAttributes, ...override } : undefined
  const chosen = chooseVariant(
    variants,
    builderBlock.children,
    previewAttributes ?? builderContext.userAttributes,
    {
      locale: builderContext.locale,
      isEditing: builderContext.isEditing && (isEditingVariant || !override),
      previewingIndex,
    },
  )
  const { className, ...rest } = attributes ?? {}
  return (
    <div
      {...rest}
      className={`builder-personalization-container ${className ?? ''}`.trim()}
      data-variant={String(chosen.index)}
    >
      <Blocks blocks={chosen.blocks} path={chosen.path} parent={builderBlock.id} />
    </div>
  )
}
