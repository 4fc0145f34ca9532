import * as ReactDOM from 'react-dom'
import type { PreloadOptions } from 'react-dom'

/** A resource to fetch early: React's `preload(href, options)`. */
export interface Preload {
  href: string
  options: PreloadOptions
}

/**
 * A preload asked for by a block's static HTML (`BlockHtmlArgs.preload`), with the HTML that
 * needs it: it is made only if that HTML ends up in the list's HTML (a block's children are
 * written before its component decides whether to show them).
 */
export interface HtmlPreload extends Preload {
  /** The element needing the resource (for an image, its `<img>` tag). */
  html: string
}

/** The preloads whose HTML is part of `html`, in order (React drops repeats itself). */
export function usedPreloads(preloads: readonly HtmlPreload[], html: readonly string[]): Preload[] {
  return preloads.filter((candidate) => html.some((part) => part.includes(candidate.html)))
}

/**
 * Puts the preloads a block asked for (those from `own` on) before those of its children
 * (from `children` to `own`), in the order React makes them: it renders a block before its
 * children, while a block's static HTML is written after its children's.
 */
export function orderPreloads(preloads: HtmlPreload[], children: number, own: number): void {
  if (own === preloads.length || own === children) return
  preloads.splice(children, 0, ...preloads.splice(own))
}

/**
 * Makes the preloads while rendering: React writes each one once, as a `<link rel="preload">`
 * at the top of the document's head (server) or adds it to the head (browser). React 19 only.
 */
export function makePreloads(preloads: readonly Preload[] | undefined): void {
  // React 18 has no `preload` (a hint only: the resources then load when the HTML names them).
  const preload = (ReactDOM as Partial<typeof ReactDOM>).preload
  if (preloads && preload) for (const { href, options } of preloads) preload(href, options)
}
