import { useMemo, useRef } from 'react'
import type { BlockProps } from '../../types.ts'
import { stripScripts } from '../shared-media/strip-scripts.ts'
import { useAuthorScripts } from '../shared-media/use-author-scripts.ts'

/** Options of the Embed block. */
export interface EmbedOptions {
  /** The embedded page's URL (the editor turns it into `content`; not rendered). */
  url?: string
  /** The embed's HTML. */
  content?: string
}

/**
 * `div.builder-embed` with the embed's HTML. Its scripts never run on the server: the HTML is
 * rendered without them (the same on the server and while hydrating), and they run once in
 * the browser after mount (see `runScripts`).
 */
export function Embed({ content }: BlockProps<EmbedOptions>) {
  const ref = useRef<HTMLDivElement>(null)
  const html = typeof content === 'string' ? content : ''
  const markup = useMemo(() => stripScripts(html), [html])
  useAuthorScripts(ref, html)
  return <div ref={ref} className="builder-embed" dangerouslySetInnerHTML={{ __html: markup }} />
}
