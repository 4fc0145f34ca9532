import { readFile } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { requirePrivate } from '../middleware/auth.ts'

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
}

/**
 * The editor page's security headers: its own scripts only, the website alone in frames, and
 * never itself framed.
 */
function editorPolicy(siteUrl: string | undefined): string {
  const site = siteUrl === undefined ? '' : ` ${new URL(siteUrl).origin}`
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    'img-src * data: blob:',
    `frame-src 'self'${site}`,
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The editor app (`config.editorDir`, the output of `vite build` in `apps/editor`) at
 * `/editor/`: files by path (hashed assets cached for a year), any other path the app's
 * `index.html` (its routes are client-side); 404 when no editor is configured. Plus
 * `GET /api/v1/editor/config` (a session or the private key) with what the editor needs to
 * start: the website's address, the space, and the signed-in user.
 */
export function editorRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const root = deps.config.editorDir === undefined ? undefined : resolve(deps.config.editorDir)
  const files = new Map<string, Uint8Array>()

  async function file(path: string): Promise<Uint8Array | undefined> {
    if (root === undefined) return undefined
    const full = resolve(join(root, path))
    if (full !== root && !full.startsWith(root + sep)) return undefined
    const cached = files.get(full)
    if (cached) return cached
    try {
      const bytes = new Uint8Array(await readFile(full))
      files.set(full, bytes)
      return bytes
    } catch {
      return undefined
    }
  }

  async function serve(c: Context<AppEnv>): Promise<Response> {
    const path = decodeURIComponent(c.req.path.slice('/editor/'.length)) || 'index.html'
    const found = await file(path)
    const isAsset = found !== undefined && path.startsWith('assets/')
    const bytes = found ?? (await file('index.html'))
    if (!bytes) return c.text('No editor is configured here (TESSERA_EDITOR_DIR)', 404)
    const type = found ? (TYPES[extname(path)] ?? 'application/octet-stream') : TYPES['.html']
    return c.body(bytes as unknown as ArrayBuffer, 200, {
      'Content-Type': type as string,
      'Cache-Control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Content-Security-Policy': editorPolicy(deps.config.siteUrl),
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'same-origin',
    })
  }

  routes.get('/editor', (c) => c.redirect('/editor/', 301))
  routes.get('/editor/*', serve)

  routes.get('/api/v1/editor/config', async (c) => {
    const auth = requirePrivate(c)
    const space = (await deps.store.listSpaces()).find((item) => item.id === auth.spaceId)
    c.header('Cache-Control', 'no-store')
    return c.json({
      siteUrl: deps.config.siteUrl ?? null,
      ...(deps.config.targetingAttributes
        ? { targetingAttributes: deps.config.targetingAttributes }
        : {}),
      space: { id: auth.spaceId, name: space?.name ?? auth.spaceId },
      user: auth.user ?? null,
    })
  })
  return routes
}
