import { preload } from 'react-dom'
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

/** The preloads whose HTML is part of `html`, once each. */
export function usedPreloads(preloads: readonly HtmlPreload[], html: readonly string[]): Preload[] {
  const used: Preload[] = []
  for (const candidate of preloads) {
    if (used.some((other) => other.href === candidate.href)) continue
    if (html.some((part) => part.includes(candidate.html))) used.push(candidate)
  }
  return used
}

/**
 * Makes the preloads while rendering: React writes each one once, as a `<link rel="preload">`
 * at the top of the document's head (server) or adds it to the head (browser).
 */
export function makePreloads(preloads: readonly Preload[] | undefined): void {
  if (preloads) for (const { href, options } of preloads) preload(href, options)
}
