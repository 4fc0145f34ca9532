import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Entry } from '@tessera/core'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../load-config.ts'
import { createLogger } from '../logger.ts'
import { startServer } from '../serve/start-server.ts'
import type { RunningServer } from '../serve/start-server.ts'
import { DEMO_IMAGE_DIR, DEMO_IMAGES } from './demo-images.ts'

let dir: string
let server: RunningServer | undefined

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-demo-images-'))
})

afterEach(async () => {
  await server?.close()
  server = undefined
  await rm(dir, { recursive: true, force: true })
})

describe('the demo images', () => {
  it('are 6 to 10 JPEG, PNG or WebP files under 60 KB, of the sizes listed', async () => {
    expect(DEMO_IMAGES.length).toBeGreaterThanOrEqual(6)
    expect(DEMO_IMAGES.length).toBeLessThanOrEqual(10)
    for (const image of DEMO_IMAGES) {
      const path = join(DEMO_IMAGE_DIR, image.file)
      expect((await stat(path)).size).toBeLessThan(60 * 1024)
      const meta = await sharp(await readFile(path)).metadata()
      expect({
        file: image.file,
        format: meta.format,
        width: meta.width,
        height: meta.height,
      }).toEqual({
        file: image.file,
        format: expect.stringMatching(/^(jpeg|png|webp)$/) as unknown,
        width: image.width,
        height: image.height,
      })
    }
  })

  it('are stored by `serve --demo` and served resized by the image route', async () => {
    server = await startServer({
      config: loadConfig(
        {},
        { databaseUrl: join(dir, 't.db'), host: '127.0.0.1', port: 0, demo: true },
      ),
      logger: createLogger({ quiet: true }),
      print: () => {},
    })
    const key = server.space.publicKey.key
    const page = await fetch(
      `${server.url}/api/v3/content/page?apiKey=${key}&userAttributes.urlPath=/about`,
    )
    const [about] = ((await page.json()) as { results: Entry[] }).results
    // The read API answers the stored relative URLs absolute, on the service's own origin.
    const url = /"image":"(http[^"]+\/api\/v1\/image\/[^"]+)"/.exec(JSON.stringify(about))?.[1]
    expect(url?.slice(server.url.length)).toMatch(
      /^\/api\/v1\/image\/assets%2Fdefault%2F[0-9a-f]{32}$/,
    )
    expect(url?.startsWith(server.url)).toBe(true)

    const original = await fetch(url ?? '')
    expect(original.status).toBe(200)
    const originalBytes = Buffer.from(await original.arrayBuffer())
    const resized = await fetch(`${url}?width=200&format=webp`)
    expect(resized.status).toBe(200)
    expect(resized.headers.get('content-type')).toBe('image/webp')
    const resizedBytes = Buffer.from(await resized.arrayBuffer())
    expect((await sharp(resizedBytes).metadata()).width).toBe(200)
    expect((await sharp(originalBytes).metadata()).width).toBe(1400)
    expect(resizedBytes.byteLength).toBeLessThan(originalBytes.byteLength)
  })
})
