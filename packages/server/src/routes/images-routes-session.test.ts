import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createContentTestHarness } from './content-harness.test-support.ts'
import type { ContentTestHarness } from './content-harness.test-support.ts'
import { imagesRoutes } from './images-routes.ts'
import { signedInHeaders } from './signed-in.test-support.ts'

let h: ContentTestHarness

beforeEach(async () => {
  h = await createContentTestHarness({ routes: [imagesRoutes] })
})
afterEach(() => h.close())

async function upload(headers: Record<string, string>): Promise<Response> {
  const png = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('file', new File([new Uint8Array(png)], 'hero.png', { type: 'image/png' }))
  return h.get('/api/v1/upload', { method: 'POST', body: form, headers })
}

describe('POST /api/v1/upload from the editor (a session)', () => {
  it('stores the image for a writer with the session’s CSRF token', async () => {
    const response = await upload(await signedInHeaders(h, 'editor'))
    expect(response.status).toBe(201)
    const body = (await response.json()) as { id: string; url: string }
    expect(body).toMatchObject({ width: 8, height: 4, contentType: 'image/png' })
    expect(body.url).toBe(`/api/v1/image/assets%2F${h.spaceId}%2F${body.id}`)
    const image = await h.get(body.url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
  })

  it('refuses a session without the CSRF token, a viewer, and no session at all', async () => {
    const editor = await signedInHeaders(h, 'editor')
    const noToken = await upload({ cookie: editor.cookie })
    expect(noToken.status).toBe(403)
    expect(await noToken.json()).toMatchObject({ error: { code: 'CSRF' } })
    const viewed = await upload(await signedInHeaders(h, 'viewer'))
    expect(viewed.status).toBe(403)
    expect(await viewed.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'A viewer cannot change content (POST /api/v1/upload)' },
    })
    expect((await upload({})).status).toBe(401)
  })
})
