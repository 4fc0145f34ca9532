import { headers } from 'next/headers'
import { SiteContent } from '../components/site-content.tsx'
import { StatusView } from '../components/status-view.tsx'
import { fetchNotFoundEntry } from '../lib/not-found-page.ts'
import { readRequestHeaders } from '../lib/plan-page-fetch.ts'
import { readSiteConfig } from '../lib/site-config.ts'

/** The title when the 404 page's entry has none. */
const NOT_FOUND_TITLE = 'Page not found'

/**
 * The 404 page (`proxy.ts` rewrites unknown paths here with the status 404): the space's `/404`
 * page entry, so it has the site's header, footer and a way home, as the authors made it; Next's
 * bare page is never shown. Without such an entry (or with the service down), a plain status
 * page with a link home.
 */
export default async function NotFound() {
  const config = readSiteConfig()
  const entry = await fetchNotFoundEntry(readRequestHeaders(await headers()), config)
  if (entry === null) {
    return <StatusView status={404} message="This page could not be found." />
  }
  const title = typeof entry.data?.title === 'string' ? entry.data.title : NOT_FOUND_TITLE
  return (
    <>
      <title>{title}</title>
      <SiteContent
        entry={entry}
        apiKey={config.apiKey}
        apiHost={config.apiHost}
        isPreviewing={false}
        editorOrigins={config.editorOrigins}
        trustLocalhost={config.isDevelopment}
      />
    </>
  )
}
