/**
 * The `renderHtml` and `css` a built-in block's definition refers to. Servers, tests and other
 * non-browser builds get the real writer (`#renderer` has it at once). In browser builds it is
 * a stand-in that calls the writer from the renderer chunk; only the static-HTML planner and
 * the renderer's style sheets call them, and they are in that chunk too, so it is loaded by then.
 * @module
 */
import { getLoadedRenderer } from '#renderer'
import type { BlockHtmlWriter, StaticHtmlBlockName } from './built-in-html.ts'
import type { BlockCss } from '../types.ts'

/** The static-HTML writer of the built-in block `name` (see the module comment). */
export function builtInHtml(name: StaticHtmlBlockName): BlockHtmlWriter {
  const atOnce = getLoadedRenderer()
  if (atOnce) return atOnce.BUILT_IN_HTML[name]
  // Undefined, "not static here", should the chunk somehow not be loaded yet.
  return (args) => getLoadedRenderer()?.BUILT_IN_HTML[name](args)
}

/** The CSS of the built-in block `name` (`BlockDefinition.css`; see the module comment). */
export function builtInCss(name: StaticHtmlBlockName): BlockCss {
  const atOnce = getLoadedRenderer()?.BUILT_IN_CSS[name]
  if (atOnce) return atOnce
  return (args) => getLoadedRenderer()?.BUILT_IN_CSS[name]?.(args)
}
