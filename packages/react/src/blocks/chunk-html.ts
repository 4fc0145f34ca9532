/**
 * The `renderHtml` and `css` a built-in block's definition refers to. Servers, tests and other
 * non-browser builds get the real ones (`#renderer` has them at once). In browser builds they
 * are stand-ins: the CSS comes from the renderer chunk (only the renderer's style sheets read
 * it, and they are in that chunk too, so it is loaded by then); the HTML writer is never there
 * (browser builds write no static HTML, see `#list-plan`), so `renderHtml` only tells that the
 * block is static.
 * @module
 */
import { getLoadedRenderer } from '#renderer'
import type { BlockHtmlWriter, StaticHtmlBlockName } from './built-in-html.ts'
import type { BlockCss } from '../types.ts'

/** The static-HTML writer of the built-in block `name` (see the module comment). */
export function builtInHtml(name: StaticHtmlBlockName): BlockHtmlWriter {
  const atOnce = getLoadedRenderer()?.BUILT_IN_HTML[name]
  if (atOnce) return atOnce
  // Undefined, "not static here", without the writer (see the module comment).
  return (args) => getLoadedRenderer()?.BUILT_IN_HTML[name]?.(args)
}

/** The CSS of the built-in block `name` (`BlockDefinition.css`; see the module comment). */
export function builtInCss(name: StaticHtmlBlockName): BlockCss {
  const atOnce = getLoadedRenderer()?.BUILT_IN_CSS[name]
  if (atOnce) return atOnce
  return (args) => getLoadedRenderer()?.BUILT_IN_CSS[name]?.(args)
}
