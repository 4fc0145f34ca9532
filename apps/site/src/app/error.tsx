'use client'

import { StatusView } from '../components/status-view.tsx'

/** The 500 page of a page that failed to render (the content service down or too slow…). */
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const reference = error.digest ? ` (reference ${error.digest})` : ''
  return (
    <StatusView
      status={500}
      message={`This page could not be shown. Please try again in a moment${reference}.`}
    />
  )
}
