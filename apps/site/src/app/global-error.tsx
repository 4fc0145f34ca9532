'use client'

import { StatusView } from '../components/status-view.tsx'

/** The 500 page when even the layout failed: a whole document. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const reference = error.digest ? ` (reference ${error.digest})` : ''
  return (
    <html lang="en">
      <body>
        <StatusView
          status={500}
          message={`This page could not be shown. Please try again in a moment${reference}.`}
        />
      </body>
    </html>
  )
}
