import { headers } from 'next/headers'
import { SiteContent } from '../components/site-content.tsx'
import { StatusView } from '../components/status-view.tsx'
import { fetchNotFoundEntry, isNotFoundRequest } from '../lib/not-found-page.ts'
import { readRequestHeaders } from '../lib/plan-page-fetch.ts'
import { shipEntry } from '../lib/ship-entry.ts'
import { readSiteConfig } from '../lib/site-config.ts'

/** The title when the 404 page's entry has none. */
const NOT_FOUND_TITLE = 'Page not found'

/**
 * The 404 page (`proxy.ts` rewrites unknown paths here with the status 404): the space's `/404`
 * page entry, so it has the site's header, footer and a way home, as the authors made it; Next's
 * bare page is never shown. Without such an entry (or with the service down), a plain status
 * page with a link home. Next also renders this component on every other page, as the root
 * layout's not-found boundary sent in the page's RSC payload: there (no `NOT_FOUND_HEADER`, also
 * where a page calls `notFound()` after the proxy found its entry) it is the plain status page,
 * so pages neither fetch the 404 entry nor ship it.
 */
export default async function NotFound() {
  const requestHeaders = await headers()
  const config = readSiteConfig()
  const entry = isNotFoundRequest(requestHeaders)
    ? await fetchNotFoundEntry(readRequestHeaders(requestHeaders), config)
    : null
  if (entry === null) {
    return <StatusView status={404} message="This page could not be found." />
  }
  const title = typeof entry.data?.title === 'string' ? entry.data.title : NOT_FOUND_TITLE
  return (
    <>
      <title>{title}</title>
      <SiteContent
        {...shipEntry(entry, requestHeaders, false)}
        apiKey={config.apiKey}
        apiHost={config.apiHost}
        isPreviewing={false}
        editorOrigins={config.editorOrigins}
        trustLocalhost={config.isDevelopment}
      />
    </>
  )
}
