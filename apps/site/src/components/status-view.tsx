import { STATUS_PAGE_CSS, STATUS_TEXT } from '../lib/status-page.ts'
import type { PageStatus } from '../lib/status-page.ts'

/** A status page as React (the error boundaries), the same as `statusPageHtml`'s body. */
export function StatusView({ status, message }: { status: PageStatus; message: string }) {
  const title = `${status} ${STATUS_TEXT[status]}`
  return (
    <main>
      <title>{title}</title>
      <style>{STATUS_PAGE_CSS}</style>
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <a href="/">Home page</a>
      </p>
    </main>
  )
}
