import { HttpError } from '@tessera/core'
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { safeFilename } from '../forms/store-submission-files.ts'
import { createImageService } from '../images/create-image-service.ts'
import type { ServedImage } from '../images/create-image-service.ts'
import { parseImageOptions } from '../images/parse-image-options.ts'
import { rangeResponse } from '../assets/byte-range.ts'
import { storeUpload } from '../assets/store-upload.ts'
import { uploadLimits } from '../assets/upload-kind.ts'
import { requireWriter } from '../middleware/auth.ts'
import { limitBody } from '../middleware/body-limit.ts'

/** Cache-Control of served images: assets never change, so they are cached for good. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** Cache-Control of crops: they follow the image's focal point, which an author may move. */
export const CROP_CACHE_CONTROL = 'public, max-age=300'
/** Content-Security-Policy of served SVG: no scripts, no external loads, inline styles only. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'"

export interface ImagesRoutesOptions {
  /** Bytes of resized images kept in memory. Default 64 MiB. */
  memoryBytes?: number
  /** Resized images kept in memory. Default 1000. */
  memoryEntries?: number
}

const IMAGE_PATH = /^assets\/([\w-]{1,128})\/([\w-]{1,128})$/

function notFound(): HttpError {
  return new HttpError(404, 'NOT_FOUND', 'Image not found')
}

interface Upload {
  bytes: Uint8Array
  filename: string
  /** The media type the client gave it. */
  claimedType: string
}

/** The bytes and name of an upload: multipart field `file`, or a raw `image/*` body. */
async function readUpload(c: Context<AppEnv>): Promise<Upload> {
  const media = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (media === 'multipart/form-data') {
    let file: unknown
    try {
      file = (await c.req.parseBody())['file']
    } catch (error: unknown) {
      throw new HttpError(400, 'INVALID_BODY', 'Malformed form body', { cause: error })
    }
    if (!(file instanceof File)) {
      throw new HttpError(
        400,
        'INVALID_BODY',
        'Expected a multipart field "file" holding the image',
      )
    }
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      filename: safeFilename(file.name),
      claimedType: file.type,
    }
  }
  if (media.startsWith('image/')) {
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    return { bytes, filename: safeFilename(c.req.query('name') ?? 'image'), claimedType: media }
  }
  throw new HttpError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Send the image as multipart/form-data (field "file") or as a raw image/* body',
  )
}

function sendImage(c: Context<AppEnv>, image: ServedImage): Response {
  const headers: Record<string, string> = {
    'Content-Type': image.contentType,
    'Cache-Control': image.cropped ? CROP_CACHE_CONTROL : IMAGE_CACHE_CONTROL,
    ETag: image.etag,
    'X-Content-Type-Options': 'nosniff',
  }
  if (image.contentType === 'image/svg+xml') {
    headers['Content-Security-Policy'] = SVG_CONTENT_SECURITY_POLICY
  }
  const ifNoneMatch = c.req.header('if-none-match') ?? ''
  const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''))
  if (tags.includes(image.etag) || ifNoneMatch.trim() === '*') return c.body(null, 304, headers)
  const request = { range: c.req.header('range'), ifRange: c.req.header('if-range') }
  const answer = rangeResponse(request, image.bytes, { ...headers, ETag: image.etag })
  return c.body(answer.body, answer.status, answer.headers)
}

/**
 * Images:
 *
 * - `POST /api/v1/upload` (private key or a writer's session): multipart field `file`, or a
 *   raw `image/*` body (`?name=` names it), into the asset library: an image (JPEG, PNG, WebP,
 *   GIF, AVIF or SVG as read from the bytes; 400 `INVALID_IMAGE` otherwise), a video (MP4,
 *   MOV, WebM, Ogg) or a file of an accepted type (see `classifyUpload`: 415 / 400 otherwise);
 *   images and files at most `config.maxUploadBytes`, videos five times that (413) → 201
 *   `{ id, url, width, height, contentType, kind, … }` (see `assetJson`).
 * - `GET /api/v1/image/assets%2F<space>%2F<id>` (or with plain slashes; no key: images are
 *   public, like Builder's CDN) with `?width=N` (snapped up to a srcset width, never beyond
 *   the original), `?height=N` (with a width: cropped to width:height around the focal
 *   point, cached 5 minutes) and `?format=webp|avif|jpeg|png` (default: the original's). Cached for a
 *   year (`immutable`) with an ETag (304 on `If-None-Match`); SVG is served as is with a
 *   restrictive CSP. 404 for unknown images, 400 for a bad width or format. `Range` requests
 *   are answered as for files (206 / 416, see `rangeResponse`).
 */
export function imagesRoutes(deps: AppDeps, options: ImagesRoutesOptions = {}): Hono<AppEnv> {
  const images = createImageService({ store: deps.store, ...options })
  const routes = new Hono<AppEnv>()

  const limits = uploadLimits(deps.config.maxUploadBytes)
  routes.post('/api/v1/upload', limitBody(Math.max(...Object.values(limits))), async (c) => {
    const auth = requireWriter(c)
    const upload = await readUpload(c)
    if (upload.bytes.byteLength === 0) {
      throw new HttpError(400, 'INVALID_IMAGE', 'The upload is empty')
    }
    const stored = await storeUpload({
      store: deps.store,
      spaceId: auth.spaceId,
      limits,
      ...upload,
    })
    return c.json(stored, 201)
  })

  routes.get('/api/v1/image/:path{.+}', async (c) => {
    const match = IMAGE_PATH.exec(c.req.param('path'))
    if (!match?.[1] || !match[2]) throw notFound()
    const imageOptions = parseImageOptions({
      width: c.req.query('width'),
      height: c.req.query('height'),
      format: c.req.query('format'),
    })
    const image = await images.get({ spaceId: match[1], assetId: match[2], ...imageOptions })
    if (!image) throw notFound()
    return sendImage(c, image)
  })
  return routes
}
