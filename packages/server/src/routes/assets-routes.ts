import { HttpError } from '@tessera/core'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { assetJson } from '../assets/asset-urls.ts'
import { rangeResponse } from '../assets/byte-range.ts'
import { readPage } from '../forms/read-page.ts'
import { requirePrivate, requireWriter } from '../middleware/auth.ts'
import { readJsonBody } from '../middleware/body-limit.ts'

/** Ids of assets as the store makes them (and as URLs may carry them). */
const ASSET_ID = /^[\w-]{1,128}$/
const FILE_PATH = /^assets\/([\w-]{1,128})\/([\w-]{1,128})$/

const listQuery = z.object({
  search: z.string().max(200).optional(),
  kind: z.enum(['image', 'video', 'file'], { error: 'expected image, video or file' }).optional(),
})
const coordinate = z.number().min(0).max(1)
const patchBody = z.strictObject({
  focalPoint: z.object({ x: coordinate, y: coordinate }).nullable(),
})

function assetId(raw: string): string {
  if (!ASSET_ID.test(raw)) throw new HttpError(404, 'NOT_FOUND', 'Asset not found')
  return raw
}

/**
 * The asset library (the private key or an editor session; changes need a writer: a viewer
 * gets 403). Uploads are `POST /api/v1/upload` (see `imagesRoutes`).
 *
 * - `GET /api/v1/assets?search=&kind=image|video|file&limit=&offset=` → `{ results: [asset] }`,
 *   newest first, by file name and kind (form submissions' files are not in the library);
 * - `GET /api/v1/assets/:id` → the asset; `GET /api/v1/assets/:id/usage` → `{ results:
 *   [{ id, model, name, published }] }`, the entries whose content mentions it;
 * - `PATCH /api/v1/assets/:id` `{ focalPoint: { x, y } | null }` (0–1 from the left and top)
 *   → the asset; crops of the image centre on it;
 * - `DELETE /api/v1/assets/:id` → 204, or 409 `ASSET_IN_USE` with `usedBy` while entries use it;
 * - `GET /api/v1/file/assets%2F<space>%2F<id>` (no key, like images) → a library video or file,
 *   inline, with its stored type, `nosniff` and a sandboxing CSP. Form files are not served here.
 *   It answers `Range` requests (so videos seek): 206 with `Content-Range` for one range, 416
 *   (`Content-Range: bytes *\/size`) when unsatisfiable, `Accept-Ranges: bytes` always.
 */
export function assetsRoutes(deps: AppDeps): Hono<AppEnv> {
  const { store } = deps
  const routes = new Hono<AppEnv>()
  const load = async (spaceId: string, id: string) => {
    const asset = await store.getAssetRecord({ spaceId, id: assetId(id) })
    if (!asset) throw new HttpError(404, 'NOT_FOUND', `Asset ${id} not found`)
    return asset
  }
  routes.use('/api/v1/assets/*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })

  routes.get('/api/v1/assets', async (c) => {
    const { spaceId } = requirePrivate(c)
    const query = listQuery.parse({ search: c.req.query('search'), kind: c.req.query('kind') })
    const page = readPage({ limit: c.req.query('limit'), offset: c.req.query('offset') })
    const assets = await store.listAssets({ spaceId, ...query, ...page })
    c.header('Cache-Control', 'no-store')
    return c.json({ results: assets.map(assetJson) })
  })

  routes.get('/api/v1/assets/:id', async (c) => {
    const { spaceId } = requirePrivate(c)
    return c.json(assetJson(await load(spaceId, c.req.param('id'))))
  })

  routes.get('/api/v1/assets/:id/usage', async (c) => {
    const { spaceId } = requirePrivate(c)
    const asset = await load(spaceId, c.req.param('id'))
    return c.json({ results: await store.findAssetUsage({ spaceId, id: asset.id }) })
  })

  routes.patch('/api/v1/assets/:id', async (c) => {
    const { spaceId } = requireWriter(c)
    const asset = await load(spaceId, c.req.param('id'))
    const body = patchBody.parse(await readJsonBody(c))
    if (body.focalPoint && asset.width === null) {
      throw new HttpError(400, 'INVALID_PARAMETER', 'Only images have a focal point')
    }
    const updated = await store.setAssetFocalPoint({
      spaceId,
      id: asset.id,
      focalPoint: body.focalPoint,
    })
    return c.json(assetJson(updated))
  })

  routes.delete('/api/v1/assets/:id', async (c) => {
    const { spaceId } = requireWriter(c)
    const asset = await load(spaceId, c.req.param('id'))
    const usedBy = await store.findAssetUsage({ spaceId, id: asset.id })
    if (usedBy.length > 0) {
      const names = usedBy.map((entry) => `${entry.name} (${entry.model})`).join(', ')
      return c.json(
        {
          error: { code: 'ASSET_IN_USE', message: `${asset.filename} is used by ${names}` },
          usedBy,
        },
        409,
      )
    }
    await store.deleteAsset({ spaceId, id: asset.id })
    return c.body(null, 204)
  })

  routes.get('/api/v1/file/:path{.+}', async (c) => {
    const match = FILE_PATH.exec(c.req.param('path'))
    const spaceId = match?.[1]
    const id = match?.[2]
    const record = spaceId && id ? await store.getAssetRecord({ spaceId, id }) : undefined
    const found = record && (await store.getAsset({ spaceId: record.spaceId, id: record.id }))
    if (!found) throw new HttpError(404, 'NOT_FOUND', 'File not found')
    const { asset, bytes } = found
    const request = { range: c.req.header('range'), ifRange: c.req.header('if-range') }
    const answer = rangeResponse(request, bytes, {
      'Content-Type': asset.contentType,
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(asset.filename)}`,
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: `"${asset.id}"`,
    })
    return c.body(answer.body, answer.status, answer.headers)
  })
  return routes
}
