import { fetchOneEntry, getBuilderSearchParams } from '@tessera/react'
import { notFound } from 'next/navigation'
import { TesseraContent } from '@/components/tessera-content'

// The content service and the space's public key (see the README).
const apiHost = process.env.NEXT_PUBLIC_TESSERA_API_HOST ?? 'http://localhost:4000'
const apiKey = process.env.NEXT_PUBLIC_TESSERA_API_KEY ?? ''

// Content changes without a rebuild: render each request.
export const dynamic = 'force-dynamic'

interface PageProps {
  params: Promise<{ page?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// Every path: the `page` entry targeted at its URL, fetched on the server.
export default async function Page(props: PageProps) {
  const { page = [] } = await props.params
  const urlPath = '/' + page.join('/')
  const content = await fetchOneEntry({
    model: 'page',
    apiKey,
    apiHost,
    userAttributes: { urlPath },
    // The editor's preview link (`builder.preview`, `builder.previewToken`): the draft.
    options: getBuilderSearchParams(await props.searchParams),
  })
  if (!content) notFound()
  return <TesseraContent content={content} apiKey={apiKey} apiHost={apiHost} />
}
