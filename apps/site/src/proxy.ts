import { NextResponse } from 'next/server'
import type { NextRequest } from 'next/server'
import type { RefusedRequest } from './lib/check-page-request.ts'
import { createNonce } from './lib/create-nonce.ts'
import { NOT_FOUND_HEADER } from './lib/not-found-page.ts'
import { readRequestHeaders, URL_PATH_HEADER } from './lib/plan-page-fetch.ts'
import { DOCUMENT_HEADER, isDocumentRequest } from './lib/ship-entry.ts'
import { routePageRequest } from './lib/route-page-request.ts'
import { securityHeaders } from './lib/security-headers.ts'
import type { SecurityHeaders } from './lib/security-headers.ts'
import { isDevelopmentEnv } from './lib/site-config.ts'
import { statusPageHtml } from './lib/status-page.ts'

/**
 * The request headers the page renders with: its URL path as sent ({@link URL_PATH_HEADER}),
 * the policy, from which Next reads the nonce it puts on its scripts, whether it is the 404
 * page ({@link NOT_FOUND_HEADER}) and whether it renders as an HTML document
 * ({@link DOCUMENT_HEADER}); those two are never taken from the client.
 */
function pageRequestHeaders(request: NextRequest, policy: string, isNotFound: boolean): Headers {
  const headers = new Headers(request.headers)
  headers.set(URL_PATH_HEADER, request.nextUrl.pathname)
  headers.set('Content-Security-Policy', policy)
  headers.delete(NOT_FOUND_HEADER)
  headers.delete(DOCUMENT_HEADER)
  if (isNotFound) headers.set(NOT_FOUND_HEADER, '1')
  if (isDocumentRequest(request.method, request.headers)) headers.set(DOCUMENT_HEADER, '1')
  return headers
}

function refuse(
  request: NextRequest,
  refused: RefusedRequest,
  security: SecurityHeaders,
): NextResponse {
  const body = request.method === 'HEAD' ? null : statusPageHtml(refused.status, refused.message)
  return new NextResponse(body, {
    status: refused.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...security,
      ...refused.headers,
    },
  })
}

/**
 * Runs before every page (every path but `/api/*` and Next's own `/_next/*`) and answers with a
 * status page rendered on the server: 405 for methods other than GET and HEAD, 500 when the
 * site is not configured or the content service fails, 400 for a `builder.*` parameter refused
 * by the site or by the service, and the 404 page when no page entry matches (see
 * `routePageRequest`). A server component cannot answer 400 or 405, and Next 16 sends the
 * 404 / 500 of one that throws with an empty body (the page is drawn by scripts;
 * vercel/next.js#62228), hence the look-up here.
 *
 * Every answer carries the security headers (`securityHeaders`) with a fresh script nonce;
 * pages get the policy in their request headers too, where Next finds the nonce for its scripts.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const route = await routePageRequest(
    request.method,
    {
      path: request.nextUrl.pathname,
      search: request.nextUrl.search,
      ...readRequestHeaders(request.headers),
    },
    process.env,
  )
  const security = securityHeaders({
    nonce: createNonce(),
    editorOrigins: route.config?.editorOrigins ?? [],
    isDevelopment: isDevelopmentEnv(process.env),
  })
  if (route.action === 'refuse') return refuse(request, route.refused, security)
  const headers = pageRequestHeaders(
    request,
    security['Content-Security-Policy'],
    route.action === 'not-found',
  )
  let response: NextResponse
  if (route.action === 'render') {
    response = NextResponse.next({ request: { headers } })
  } else {
    // The 404 page (`app/not-found.tsx`); `nextUrl` keeps the origin Next serves (not the Host's).
    const notFound = request.nextUrl.clone()
    notFound.pathname = '/_not-found'
    notFound.search = ''
    response = NextResponse.rewrite(notFound, { status: 404, request: { headers } })
  }
  for (const [name, value] of Object.entries(security)) response.headers.set(name, value)
  return response
}

export const config = {
  // Not Next's own routes (its 404 page, the icons) and not the API routes.
  matcher: ['/((?!api/|_next/|_not-found|favicon\\.ico|icon\\.svg|robots\\.txt).*)'],
}
