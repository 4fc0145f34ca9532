import { useMemo, useRef } from 'react'
import type { BlockProps } from '../../types.ts'
import { stripScripts } from '../shared-media/strip-scripts.ts'
import { useAuthorScripts } from '../shared-media/use-author-scripts.ts'

/** Options of the Custom Code block (editor defaults in parentheses). */
export interface CustomCodeOptions {
  /** The author's HTML, scripts included. */
  code?: string
  /**
   * Adds the `replace-nodes` class. The server-rendered nodes (and what scripts did to them)
   * are always kept: hydration and re-renders never rewrite unchanged HTML. (false)
   */
  replaceNodes?: boolean
  /**
   * Builder's "only print and run scripts on the client". Accepted for compatibility; it is
   * always so here: scripts are never in the server HTML and run only in the browser. (false)
   */
  scriptsClientOnly?: boolean
}

/**
 * `div.builder-custom-code[.replace-nodes]` with the author's HTML. Its scripts never run on
 * the server: the HTML is rendered without them (the same on the server and while hydrating),
 * and they run once in the browser after mount (see `runScripts`).
 */
export function CustomCode({ code, replaceNodes }: BlockProps<CustomCodeOptions>) {
  const ref = useRef<HTMLDivElement>(null)
  const html = typeof code === 'string' ? code : ''
  const markup = useMemo(() => stripScripts(html), [html])
  useAuthorScripts(ref, html)
  return (
    <div
      ref={ref}
      className={
        replaceNodes === true ? 'builder-custom-code replace-nodes' : 'builder-custom-code'
      }
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  )
}
