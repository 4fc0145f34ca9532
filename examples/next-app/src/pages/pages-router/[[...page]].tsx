import { Content, fetchOneEntry, getBuilderSearchParams } from '@tessera/react'
import type { Entry } from '@tessera/react'
import type { GetServerSideProps } from 'next'
import { customComponents } from '@/components/custom-components'

// The content service and the space's public key (see the README).
const apiHost = process.env.NEXT_PUBLIC_TESSERA_API_HOST ?? 'http://localhost:4000'
const apiKey = process.env.NEXT_PUBLIC_TESSERA_API_KEY ?? ''

interface PageProps {
  content: Entry
}

// Every path: the `page` entry targeted at its URL, fetched on the server at each request.
// (Here the paths under /pages-router, the App Router taking the others: /pages-router/about
// shows the entry of /about. In a Pages Router site this file is pages/[[...page]].tsx.)
export const getServerSideProps: GetServerSideProps<PageProps> = async ({ params, query }) => {
  const urlPath = '/' + ((params?.page as string[] | undefined) ?? []).join('/')
  const content = await fetchOneEntry({
    model: 'page',
    apiKey,
    apiHost,
    userAttributes: { urlPath },
    // The editor's preview link (`builder.preview`, `builder.previewToken`): the draft.
    options: getBuilderSearchParams(query),
  })
  return content ? { props: { content } } : { notFound: true }
}

// The Pages Router has no server components (the page renders on the server, then hydrates in
// the browser): the custom components go straight to <Content>, no client wrapper.
export default function Page({ content }: PageProps) {
  return (
    <Content
      model="page"
      content={content}
      apiKey={apiKey}
      apiHost={apiHost}
      customComponents={customComponents}
    />
  )
}
