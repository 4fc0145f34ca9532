import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import { runBin } from './check-steps.ts'
import { KEYS, KEYS_ENV } from './packed-service.ts'

/**
 * Step 1 of the migration guide between two Tessera services: `tessera export` a space,
 * `tessera import` it into another, and what the imported space must serve.
 * @module
 */

const TESSERA = '@tessera/server/bin/tessera.js'

/** What moving the space printed, and where the new database is. */
export interface MovedSpace {
  exportOutput: string
  importOutput: string
  /** The folder of the new database (`tessera.db`), for `startPackedService`. */
  dir: string
}

/**
 * With the packed `tessera` (plain `node`): `tessera export <workDir>/export` of `database`
 * (the running service's SQLite file), then `tessera import` of that folder into a new
 * database, `<workDir>/imported/tessera.db` (a new space with the examples' keys).
 */
export async function moveSpace(
  installDir: string,
  database: string,
  workDir: string,
): Promise<MovedSpace> {
  const exported = join(workDir, 'export')
  const dir = join(workDir, 'imported')
  mkdirSync(dir, { recursive: true })
  const exportRun = await runBin(installDir, TESSERA, ['export', exported, '-d', database])
  const importRun = await runBin(
    installDir,
    TESSERA,
    ['import', exported, '-d', join(dir, 'tessera.db')],
    KEYS_ENV,
  )
  return { exportOutput: exportRun.output, importOutput: importRun.output, dir }
}

interface ServedPage {
  id: string
  name: string
  published: string
  data: { blocks: { component?: { name: string; options: Record<string, unknown> } }[] }
}

/** The published `page` entry a service serves for `urlPath` (its read API, public key). */
async function servedPage(serviceUrl: string, urlPath: string): Promise<ServedPage> {
  const search = new URLSearchParams({
    apiKey: KEYS.publicKey,
    userAttributes: JSON.stringify({ urlPath }),
    limit: '1',
  })
  const response = await fetch(`${serviceUrl}/api/v3/content/page?${search}`)
  expect(response.status).toBe(200)
  const { results } = (await response.json()) as { results: ServedPage[] }
  expect(results).toHaveLength(1)
  return results[0]!
}

/** The URL of the entry's Image block. */
function imageOf(page: ServedPage): string {
  const image = page.data.blocks.find((block) => block.component?.name === 'Image')
  const url = image?.component?.options.image
  if (typeof url !== 'string') throw new Error(`no Image block in ${JSON.stringify(page.data)}`)
  return url
}

async function bytesOf(url: string): Promise<Uint8Array> {
  const response = await fetch(url)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^image\//)
  return new Uint8Array(await response.arrayBuffer())
}

/**
 * The service at `to` serves the home page of the one at `from`: the same entry (id, name,
 * published) with the same blocks, whose image is the same file served by `to` (the URL
 * rewritten to the new space, absolute on `to`).
 */
export async function expectSamePage(from: string, to: string): Promise<void> {
  const [before, after] = await Promise.all([servedPage(from, '/'), servedPage(to, '/')])
  expect(after).toMatchObject({ id: before.id, name: before.name, published: 'published' })
  const [imageBefore, imageAfter] = [imageOf(before), imageOf(after)]
  expect(imageAfter.startsWith(`${to}/api/v1/image/`)).toBe(true)
  const withoutImage = (page: ServedPage, image: string) =>
    JSON.stringify(page.data).replaceAll(image, 'IMAGE')
  expect(withoutImage(after, imageAfter)).toBe(withoutImage(before, imageBefore))
  const [bytesBefore, bytesAfter] = await Promise.all([bytesOf(imageBefore), bytesOf(imageAfter)])
  expect(bytesAfter.length).toBeGreaterThan(0)
  expect(bytesAfter).toEqual(bytesBefore)
}
