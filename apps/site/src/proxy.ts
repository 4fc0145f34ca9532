import { NextResponse } from 'next/server'
import type { NextRequest } from 'next/server'
import { checkPageRequest } from './lib/check-page-request.ts'
import type { RefusedRequest } from './lib/check-page-request.ts'
import { lookUpPage } from './lib/look-up-page.ts'
import { readRequestHeaders, URL_PATH_HEADER } from './lib/plan-page-fetch.ts'
import { statusPageHtml } from './lib/status-page.ts'

/** Lets the request through, with its URL path as sent in {@link URL_PATH_HEADER}. */
function pass(request: NextRequest): NextResponse {
  const headers = new Headers(request.headers)
  headers.set(URL_PATH_HEADER, request.nextUrl.pathname)
  return NextResponse.next({ request: { headers } })
}

function refuse(request: NextRequest, refused: RefusedRequest): NextResponse {
  const body = request.method === 'HEAD' ? null : statusPageHtml(refused.status, refused.message)
  return new NextResponse(body, {
    status: refused.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...refused.headers,
    },
  })
}

/**
 * Runs before every page (every path but `/api/*` and Next's own `/_next/*`) and answers with a
 * status page rendered on the server: 405 for methods other than GET and HEAD, 500 when the
 * site is not configured or the content service fails, 400 for a refused `builder.*`
 * parameter, and Next's 404 page when no page entry matches. A server component cannot answer
 * 400 or 405, and Next 16 sends the 404 / 500 of one that throws with an empty body (the page
 * is drawn by scripts; vercel/next.js#62228), hence the look-up here.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const check = checkPageRequest(
    request.method,
    {
      path: request.nextUrl.pathname,
      search: request.nextUrl.search,
      ...readRequestHeaders(request.headers),
    },
    process.env,
  )
  if (!check.ok) return refuse(request, check.refused)
  // Previews and the editor render even without an entry (the editor sends the content).
  if (check.plan.isPreviewing) return pass(request)
  const found = await lookUpPage(check.plan, check.config)
  if (found === 'found') return pass(request)
  if (found === 'missing') {
    // Next's own 404 page; `nextUrl` keeps the origin Next serves (not the Host header's).
    const notFound = request.nextUrl.clone()
    notFound.pathname = '/_not-found'
    notFound.search = ''
    return NextResponse.rewrite(notFound, { status: 404 })
  }
  return refuse(request, found)
}

export const config = {
  // Not Next's own routes (its 404 page, the icons) and not the API routes.
  matcher: ['/((?!api/|_next/|_not-found|favicon\\.ico|icon\\.svg|robots\\.txt).*)'],
}
