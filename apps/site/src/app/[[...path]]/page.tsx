import { toUrlSearchParams } from '@tessera/sdk'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { SiteContent } from '../../components/site-content.tsx'
import { loadPage } from '../../lib/load-page.ts'
import { shipEntry } from '../../lib/ship-entry.ts'
import { URL_PATH_HEADER } from '../../lib/plan-page-fetch.ts'

/** What Next passes to the page: every path lands here (`[[...path]]`). */
interface PageProps {
  params: Promise<{ path?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The URL path as sent (from `proxy.ts`; else encoded again from the decoded segments). */
async function readRequest(props: PageProps): Promise<[path: string, search: string]> {
  const [{ path = [] }, searchParams, requestHeaders] = await Promise.all([
    props.params,
    props.searchParams,
    headers(),
  ])
  const urlPath =
    requestHeaders.get(URL_PATH_HEADER) ?? `/${path.map(encodeURIComponent).join('/')}`
  return [urlPath, toUrlSearchParams(searchParams).toString()]
}

/** The title of a page whose content has none. */
const DEFAULT_TITLE = 'Tessera'

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/** Title and description from the entry's `data.title` / `data.description` (or gen-1 names). */
export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { entry } = await loadPage(...(await readRequest(props)))
  const data = entry?.data
  const title = text(data?.title) ?? text(data?.pageTitle)
  const description = text(data?.description) ?? text(data?.pageDescription)
  return { title: title ?? DEFAULT_TITLE, ...(description && { description }) }
}

/** Any path: the `page` entry targeted at it, or Next's 404 page. */
export default async function Page(props: PageProps) {
  const page = await loadPage(...(await readRequest(props)))
  // In previews and the editor an empty page still renders: the editor sends its content.
  if (page.entry === null && !page.plan.isPreviewing) notFound()
  // The browser gets no block whose HTML the server's page holds whole.
  const shipped = shipEntry(page.entry, await headers(), page.plan.isPreviewing)
  return (
    <SiteContent
      entry={shipped.entry}
      serverEntryKey={shipped.serverEntryKey}
      apiKey={page.config.apiKey}
      apiHost={page.config.apiHost}
      locale={page.plan.locale}
      isPreviewing={page.plan.isPreviewing}
      testCookies={page.testCookies}
      editorOrigins={page.config.editorOrigins}
      trustLocalhost={page.config.isDevelopment}
      userAttributes={page.plan.fetchOptions.userAttributes}
    />
  )
}
