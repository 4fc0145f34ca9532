import { LOG_PREFIX } from '@tessera/core'
import type { ComponentType, ReactNode } from 'react'

/**
 * `<Content>` props of Builder's gen-2 SDK that change how the content's HTML is wrapped and
 * tagged (see `ContentProps`).
 * @module
 */

/** What may wrap the content: a tag name or a component taking `children`. */
export type ContentWrapper = string | ComponentType<{ children?: ReactNode }>

export interface Gen2ContentProps {
  /**
   * A nonce for every `<style>` element the content writes (its own, each block's, Columns'
   * and Carousel's, on the server and in the browser; nested content such as Symbols inherits
   * it), for a Content-Security-Policy with `style-src 'nonce-…'` and no `'unsafe-inline'`.
   * Custom Code's scripts take the page's script nonce (`readPageScriptNonce`). Default: none.
   */
  nonce?: string
  /**
   * The element or component around the content, instead of `div` (it still gets
   * `builder-content-id`, `builder-model`, the variant class and a ref, so a component must pass
   * its props and ref on to an element). Default: `div`.
   */
  contentWrapper?: ContentWrapper
  /** Extra props of `contentWrapper` (or of the default `div`). */
  contentWrapperProps?: Record<string, unknown>
  /**
   * The content API version. Tessera serves `v3` only, as gen-2 requires: another value is
   * refused with gen-2's message (logged, the content still renders). Default: `v3`.
   */
  apiVersion?: string
}

/** gen-2's message for an `apiVersion` other than `v3`. */
export function invalidApiVersionMessage(apiVersion: string): string {
  return `${LOG_PREFIX}Invalid apiVersion: expected 'v3', received '${apiVersion}'`
}

/** Whether `apiVersion` is acceptable (absent or `v3`); logs gen-2's error otherwise. */
export function checkApiVersion(apiVersion: string | undefined): boolean {
  if (apiVersion === undefined || apiVersion === 'v3') return true
  console.error(invalidApiVersionMessage(String(apiVersion)))
  return false
}
