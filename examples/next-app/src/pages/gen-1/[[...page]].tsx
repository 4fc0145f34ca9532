import { Content, registerComponent, setClientUserAttributes } from '@tessera/react'
import type { Entry } from '@tessera/react'
import { createContentClient } from '@tessera/sdk'
import type { GetServerSideProps } from 'next'
import { useEffect } from 'react'
import { Greeting } from '@/components/custom-components'

// A gen-1 site (`@builder.io/react`) moved over, each call mapped as the migration guide says;
// the gen-1 code is in the comments. Here under /gen-1: /gen-1/about shows the entry of /about.
const apiHost = process.env.NEXT_PUBLIC_TESSERA_API_HOST ?? 'http://localhost:4000'
const apiKey = process.env.NEXT_PUBLIC_TESSERA_API_KEY ?? ''

// Builder.registerComponent(Greeting, { name: 'Greeting', inputs: [...] })
registerComponent(Greeting, {
  name: 'Greeting',
  inputs: [{ name: 'name', type: 'string', defaultValue: 'world' }],
})

interface PageProps {
  content: Entry
}

export const getServerSideProps: GetServerSideProps<PageProps> = async ({ params }) => {
  const urlPath = '/' + ((params?.page as string[] | undefined) ?? []).join('/')
  // builder.init(apiKey)
  // builder.get('page', { userAttributes: { urlPath } }).toPromise()
  // One client per request: a client caches what it fetched (a server's would serve stale pages).
  const content = await createContentClient({ apiKey, apiHost })
    .get('page', { userAttributes: { urlPath } })
    .promise()
  return content ? { props: { content } } : { notFound: true }
}

export default function Page({ content }: PageProps) {
  // builder.setUserAttributes({ site: 'gen-1' }): targeting attributes, kept in a cookie.
  useEffect(() => setClientUserAttributes({ site: 'gen-1' }), [])
  // <BuilderComponent model="page" content={content} />
  return <Content model="page" content={content} apiKey={apiKey} apiHost={apiHost} />
}
