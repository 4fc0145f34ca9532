import { connection } from 'next/server'
import type { ReactNode } from 'react'

/**
 * The HTML document around every page. It waits for the request (`connection()`) so that every
 * page is rendered per request, Next's 404 page included: a page prerendered at build time
 * would carry scripts without the request's CSP nonce, which the browser refuses. The site's
 * pages are per request anyway (they read the headers).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection()
  return (
    <html lang="en">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  )
}
