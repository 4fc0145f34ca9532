/**
 * The `renderHtml` a built-in block's definition refers to. Servers, tests and other
 * non-browser builds get the real writer (`#renderer` has it at once). In browser builds it is
 * a stand-in that calls the writer from the renderer chunk; only the static-HTML planner calls
 * it, and the planner is in that chunk too, so it is loaded by then.
 * @module
 */
import { getLoadedRenderer } from '#renderer'
import type { BlockHtmlWriter, StaticHtmlBlockName } from './built-in-html.ts'

/** The static-HTML writer of the built-in block `name` (see the module comment). */
export function builtInHtml(name: StaticHtmlBlockName): BlockHtmlWriter {
  const atOnce = getLoadedRenderer()
  if (atOnce) return atOnce.BUILT_IN_HTML[name]
  // Undefined, "not static here", should the chunk somehow not be loaded yet.
  return (args) => getLoadedRenderer()?.BUILT_IN_HTML[name](args)
}
