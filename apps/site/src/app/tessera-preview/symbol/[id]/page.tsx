import { toUrlSearchParams } from '@tessera/sdk'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { SiteContent } from '../../../../components/site-content.tsx'
import { fetchSymbolPreview } from '../../../../lib/fetch-symbol-preview.ts'
import { planPageFetch } from '../../../../lib/plan-page-fetch.ts'
import { readSiteConfig } from '../../../../lib/site-config.ts'

interface SymbolPreviewProps {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const metadata: Metadata = { title: 'Symbol preview', robots: { index: false } }

/**
 * A symbol entry alone, for the editor's frame (`builder.frameEditing`) and previews
 * (`builder.preview`): never a page visitors see (404 without those parameters).
 */
export default async function SymbolPreview(props: SymbolPreviewProps) {
  const [{ id }, searchParams] = await Promise.all([props.params, props.searchParams])
  const plan = planPageFetch({ path: '/', search: toUrlSearchParams(searchParams) })
  if (!plan.isPreviewing) notFound()
  const config = readSiteConfig()
  const entry = await fetchSymbolPreview(decodeURIComponent(id), config)
  return (
    <main>
      <SiteContent
        entry={entry}
        apiKey={config.apiKey}
        apiHost={config.apiHost}
        isPreviewing
        editorOrigins={config.editorOrigins}
        trustLocalhost={config.isDevelopment}
      />
    </main>
  )
}
