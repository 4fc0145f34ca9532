/**
 * The site's status pages (400, 405, 500) as plain HTML, for answers made before rendering
 * (`proxy.ts`). The 404 page is `app/not-found.tsx` (the `/404` entry); the 500 page of a
 * failed render is `app/error.tsx`.
 * @module
 */

/** Reason phrases of the statuses the site answers with a page. */
export const STATUS_TEXT = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  500: 'Internal Server Error',
} as const

/** A status the site answers with a page. */
export type PageStatus = keyof typeof STATUS_TEXT

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** `text` with `&`, `<`, `>`, `"` and `'` escaped for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

/** Inline style of every status page (no stylesheet to load). */
export const STATUS_PAGE_CSS =
  'body{margin:0;font-family:system-ui,sans-serif;color:#111;background:#fff}' +
  'main{max-width:40rem;margin:20vh auto;padding:0 1.5rem}' +
  'h1{font-size:1.5rem;margin:0 0 .75rem}p{line-height:1.5;color:#444}a{color:#0b57d0}'

/**
 * A complete HTML document for `status` with its reason phrase as title and heading, and
 * `message` (escaped) below.
 * @example statusPageHtml(400, 'Property name "__proto__" is not allowed')
 */
export function statusPageHtml(status: PageStatus, message: string): string {
  const title = `${status} ${STATUS_TEXT[status]}`
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${title}</title>` +
    `<style>${STATUS_PAGE_CSS}</style></head><body><main><h1>${title}</h1>` +
    `<p>${escapeHtml(message)}</p><p><a href="/">Home page</a></p></main></body></html>`
  )
}
