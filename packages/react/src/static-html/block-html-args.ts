import type { Block } from '@tessera/core'
import type { BlocksProps } from '../pipeline/blocks-props.ts'
import type { BlockAttributes, BuilderContextValue } from '../types.ts'
import type { HtmlPreload } from './html-preload.ts'

/**
 * What a block type's `renderHtml` receives: the same inputs its component gets as props, with
 * the children and nested block lists already serialised.
 */
export interface BlockHtmlArgs {
  /** `component.options` after localized values (what the component receives spread as props). */
  options: Readonly<Record<string, unknown>>
  /** The processed block (the component's `builderBlock`). */
  block: Block
  /**
   * The builder context. The HTML is cached on its `registry`, `breakpoints`, `locale`,
   * `linkComponent`, `isEditing` and `nonce` (for `<style>` tags): read nothing else from it.
   */
  context: BuilderContextValue
  /** The wrapper attributes; `noWrap` blocks put them on their own element. */
  attributes: BlockAttributes
  /**
   * The HTML of the block's children, or undefined when it has none (as the `children` prop is
   * undefined then).
   */
  children: string | undefined
  /**
   * The HTML `<Blocks {...props} />` renders: `div.builder-blocks` and the list's blocks.
   * @throws NotStaticError when a block of the list is not static
   */
  renderBlocks(props: BlocksProps): string
  /**
   * Asks for a resource early (React's `preload`), as the component would while rendering. It
   * is made only if `html` ends up in the page.
   */
  preload(preload: HtmlPreload): void
}
