'use client'

import { Content } from '@tessera/react'
import type { Entry, UserAttributes } from '@tessera/react'
import { bundleRenderer } from '@tessera/react/renderer'
import { rememberServerBlocks, serverHtmlBlock } from '@tessera/react/server-blocks'
import { useEffect, useState } from 'react'
import type { PendingCookie } from '../lib/choose-variant.ts'
import { takeServerEntry } from '../lib/server-entries.ts'
import { useSiteTracking } from './use-site-tracking.ts'

// The demo's pages have widgets, forms and symbols: the renderer comes with the site's code, so
// hydration never waits for its chunk.
bundleRenderer()

/** The site's own blocks: the stand-ins of blocks the server's HTML holds (`shipEntry`). */
const SITE_BLOCKS = [serverHtmlBlock]

/** Props of {@link SiteContent}: what the server component fetched and decided. */
export interface SiteContentProps {
  /**
   * The page entry, showing the visitor's split-test group only; `null` in an empty preview.
   * Stripped of the blocks the server's HTML holds whole when `serverEntryKey` is given.
   */
  entry: Entry | null
  /** The key of the full entry, which the server render takes (`takeServerEntry`). */
  serverEntryKey?: string
  apiKey: string
  apiHost: string
  locale?: string
  /** `builder.preview` / `builder.frameEditing` requests: no tracking. */
  isPreviewing: boolean
  /** The split-test cookies to write (page and symbols the visitor had no group of). */
  testCookies?: readonly PendingCookie[]
  /** The editors that may drive the page in their frame (`TESSERA_EDITOR_ORIGINS`). */
  editorOrigins: readonly string[]
  /** Whether an editor on `localhost` / `127.0.0.1` may too (development only). */
  trustLocalhost: boolean
  /** The visitor's attributes the page was fetched with (block-level personalization). */
  userAttributes?: UserAttributes
}

/**
 * The client boundary of a page: `<Content>` (hooks, the editor connection in the editor's
 * frame, trusting only the configured editors) with the site's tracker, conversions and
 * split-test cookie. The page gives the entry its `<main>` landmark (`shipEntry`).
 */
export function SiteContent(props: SiteContentProps) {
  const tracker = useSiteTracking({
    apiKey: props.apiKey,
    apiHost: props.apiHost,
    contentId: props.entry?.id,
    variationId: props.entry?.testVariationId,
    isPreviewing: props.isPreviewing,
    testCookies: props.testCookies,
  })
  // A new object per render is fine: the bridge compares the origins, not the object.
  const editor = { editorOrigins: props.editorOrigins, trustLocalhost: props.trustLocalhost }
  // The server renders the full entry; the browser the stripped one, taking the stand-ins'
  // content from the server's HTML, and keeping it for renders after that HTML is gone.
  const [serverEntry] = useState(() =>
    typeof window === 'undefined' && props.serverEntryKey !== undefined
      ? takeServerEntry(props.serverEntryKey)
      : undefined,
  )
  const content = serverEntry ?? props.entry
  useEffect(() => rememberServerBlocks(content), [content])
  return (
    <Content
      model="page"
      content={content}
      apiKey={props.apiKey}
      apiHost={props.apiHost}
      locale={props.locale}
      tracker={tracker}
      editor={editor}
      userAttributes={props.userAttributes}
      customComponents={SITE_BLOCKS}
    />
  )
}
