import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../load-config.ts'
import { createContentTestHarness } from './content-harness.test-support.ts'
import type { ContentTestHarness } from './content-harness.test-support.ts'
import { editorRoutes } from './editor-routes.ts'

let h: ContentTestHarness
let dir: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-editor-'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Editor</title>')
  await writeFile(join(dir, 'assets', 'app-abc.js'), 'console.log(1)')
  await writeFile(join(dir, '..', 'secret.txt'), 'TOP-SECRET-CONTENT')
  h = await createContentTestHarness({
    routes: [
      (deps) =>
        editorRoutes({
          ...deps,
          config: loadConfig(
            {},
            { previewSecret: 's', editorDir: dir, siteUrl: 'http://localhost:3000' },
          ),
        }),
    ],
  })
})
afterEach(() => h.close())

describe('editor routes', () => {
  it('serves the app with its security headers, and index.html for its own routes', async () => {
    const page = await h.get('/editor/')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>Editor</title>')
    expect(page.headers.get('content-security-policy')).toContain(
      "frame-src 'self' http://localhost:3000",
    )
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    expect((await h.get('/editor/pages/home')).headers.get('content-type')).toBe(
      'text/html; charset=utf-8',
    )
    const asset = await h.get('/editor/assets/app-abc.js')
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await h.get('/editor')).status).toBe(301)
  })

  it('never serves a file outside its folder', async () => {
    for (const path of [
      '/editor/../secret.txt',
      '/editor/%2e%2e/secret.txt',
      '/editor/..%2fsecret.txt',
    ]) {
      expect(await (await h.get(path)).text()).not.toContain('TOP-SECRET-CONTENT')
    }
  })

  it('tells a session or the private key what the editor needs, and no one else', async () => {
    expect((await h.get('/api/v1/editor/config')).status).toBe(401)
    expect((await h.get(`/api/v1/editor/config?apiKey=${h.publicKey}`)).status).toBe(403)
    const config = await h.get('/api/v1/editor/config', {
      headers: { authorization: `Bearer ${h.privateKey}` },
    })
    expect(await config.json()).toEqual({
      siteUrl: 'http://localhost:3000',
      space: { id: h.spaceId, name: 'Test' },
      user: null,
    })
  })
})
