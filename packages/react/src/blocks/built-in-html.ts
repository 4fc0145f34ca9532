/**
 * The static-HTML writer of every built-in block that has one, by block name. Part of the
 * renderer chunk (`chunks/renderer.ts`): the definitions refer to these by name only
 * (`builtInHtml`), so a browser bundle carries them only when a list has to be planned in the
 * browser rather than taken over from the server's HTML (see `#renderer`, `#server-html`).
 * @module
 */
import type { BlockHtmlArgs } from '../static-html/block-html-args.ts'
import { buttonHtml } from './button/button-html.ts'
import { columnsHtml } from './columns/columns-html.ts'
import { fragmentHtml } from './fragment/fragment-html.ts'
import { imageHtml } from './image/image-html.ts'
import { rawImgHtml } from './raw-img/raw-img-html.ts'
import { rawTextHtml } from './raw-text/raw-text-html.ts'
import { sectionHtml } from './section/section-html.ts'
import { textHtml } from './text/text-html.ts'

/** A block's static-HTML writer (`BlockDefinition.renderHtml`). */
export type BlockHtmlWriter = (args: BlockHtmlArgs) => string | undefined

/** The built-in blocks written as static HTML. */
export type StaticHtmlBlockName =
  | 'Text'
  | 'Fragment'
  | 'Core:Section'
  | 'Core:Button'
  | 'Columns'
  | 'Builder:RawText'
  | 'Image'
  | 'Raw:Img'

/** Static-HTML writers of built-in blocks by the name content uses (`component.name`). */
export const BUILT_IN_HTML: Readonly<Record<StaticHtmlBlockName, BlockHtmlWriter>> = {
  Text: textHtml,
  Fragment: fragmentHtml,
  'Core:Section': sectionHtml,
  'Core:Button': buttonHtml,
  Columns: columnsHtml,
  'Builder:RawText': rawTextHtml,
  Image: imageHtml,
  'Raw:Img': rawImgHtml,
}
