/**
 * Test support: renders content with the static-HTML fast path off, then on. Used by the tests
 * of the fast path only.
 * @module
 */
import type { Block } from '@tessera/core'
import { renderToString } from 'react-dom/server'
import { Content } from '../content/content.tsx'
import type { ContentProps } from '../content/content.tsx'
import { getStaticHtmlRenderCount, setStaticHtmlEnabled } from './static-html-switch.ts'
import { PIECE_SEPARATOR } from './piece-marker.ts'
import { STATIC_LIST_ATTRIBUTE } from './static-list-attribute.ts'

/** What {@link renderBothWays} saw. */
export interface BothWays {
  /** `renderToString` with the fast path off (every block a React element). */
  slow: string
  /**
   * `renderToString` with the fast path on, without the markers (`STATIC_LIST_ATTRIBUTE`) of
   * its static lists (one per `fastLists`, checked) and of the static blocks of mixed lists,
   * which only it writes.
   */
  fast: string
  /** How many block lists were one HTML string in the second render. */
  fastLists: number
  /** How many mixed block lists had static blocks rendered from HTML in the second render. */
  mixedLists: number
}

/**
 * Renders `<Content apiKey="k" {...props} />` with the fast path off, then on (it stays on).
 * @throws Error when the fast path ran while turned off
 */
export function renderBothWays(props: ContentProps): BothWays {
  const element = <Content apiKey="k" {...props} />
  setStaticHtmlEnabled(false)
  const before = getStaticHtmlRenderCount('list') + getStaticHtmlRenderCount('blocks')
  let slow: string
  try {
    slow = renderToString(element)
  } finally {
    setStaticHtmlEnabled(true)
  }
  if (getStaticHtmlRenderCount('list') + getStaticHtmlRenderCount('blocks') !== before) {
    throw new Error('the fast path ran while off')
  }
  const lists = getStaticHtmlRenderCount('list')
  const mixed = getStaticHtmlRenderCount('blocks')
  const marked = renderToString(element)
  const fastLists = getStaticHtmlRenderCount('list') - lists
  // Lists' markers are ids; static blocks of mixed lists have `<id>#<index>`.
  const listMarkers = new RegExp(` ${STATIC_LIST_ATTRIBUTE}="[^"${PIECE_SEPARATOR}]+"`, 'g')
  const markers = new RegExp(` ${STATIC_LIST_ATTRIBUTE}="[^"]+"`, 'g')
  const markerCount = marked.match(listMarkers)?.length ?? 0
  if (markerCount !== fastLists) {
    throw new Error(`${markerCount} static-list markers for ${fastLists} static lists`)
  }
  return {
    slow,
    fast: marked.replace(markers, ''),
    fastLists,
    mixedLists: getStaticHtmlRenderCount('blocks') - mixed,
  }
}

/** {@link renderBothWays} for an entry with these blocks. */
export function renderBlocksBothWays(blocks: Block[], props: ContentProps = {}): BothWays {
  return renderBothWays({ content: { id: 'c1', data: { blocks } }, ...props })
}
