import { useEffect, useState } from 'react'
import { Content, fetchOneEntry, getBuilderSearchParams } from '@tessera/react'
import type { Entry } from '@tessera/react'
import './custom-components.tsx'

// The content service and the space's public key (.env: see the README).
const apiHost = import.meta.env.VITE_TESSERA_API_HOST ?? 'http://localhost:4000'
const apiKey = import.meta.env.VITE_TESSERA_API_KEY ?? ''

// Tracking is on by default; a visitor who declined it (your consent banner) sends nothing.
const canTrack = localStorage.getItem('tracking-consent') !== 'declined'

/** The `page` entry targeted at this URL, fetched in the browser. */
export default function App() {
  const [content, setContent] = useState<Entry | null | undefined>(undefined)
  useEffect(() => {
    const urlPath = window.location.pathname
    // The editor's preview link (`builder.preview`, `builder.previewToken`): the draft.
    const options = getBuilderSearchParams(window.location.search)
    fetchOneEntry({ model: 'page', apiKey, apiHost, userAttributes: { urlPath }, options })
      .then(setContent)
      .catch((error: unknown) => {
        console.error(error)
        setContent(null)
      })
  }, [])
  if (content === undefined) return <p>Loading…</p>
  if (content === null) return <h1>Page not found</h1>
  return (
    <Content model="page" content={content} apiKey={apiKey} apiHost={apiHost} canTrack={canTrack} />
  )
}
