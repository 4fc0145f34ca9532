import { useEffect, useState } from 'react'
import { Content, fetchOneEntry } from '@tessera/react'
import type { Entry } from '@tessera/react'
import { customComponents } from './custom-components.tsx'

// The content service and the space's public key (.env: see the README).
const apiHost = import.meta.env.VITE_TESSERA_API_HOST ?? 'http://localhost:4000'
const apiKey = import.meta.env.VITE_TESSERA_API_KEY ?? ''

/** The `page` entry targeted at this URL, fetched in the browser. */
export default function App() {
  const [content, setContent] = useState<Entry | null | undefined>(undefined)
  useEffect(() => {
    const urlPath = window.location.pathname
    fetchOneEntry({ model: 'page', apiKey, apiHost, userAttributes: { urlPath } })
      .then(setContent)
      .catch((error: unknown) => {
        console.error(error)
        setContent(null)
      })
  }, [])
  if (content === undefined) return <p>Loading…</p>
  if (content === null) return <h1>Page not found</h1>
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
