import { mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ValidationError } from '@tessera/core'
import type { AssetRecord, ContentStore } from '../store/types.ts'

/**
 * The asset library in an export (`tessera export` / `import`): `<dir>/.assets/assets.json`
 * lists the space's library files (images, videos, other uploads) and `<dir>/.assets/<id>`
 * holds each one's bytes, so that a space moves whole. Content refers to them by the service's
 * relative URLs (`/api/v1/image/assets%2F<space>%2F<id>`), which an import rewrites to the
 * space (and ids) they land in.
 * @module
 */

/** The folder of an export that holds its files (not a model: model folders never start with `.`). */
export const ASSETS_DIR = '.assets'
const MANIFEST = 'assets.json'
const PAGE_SIZE = 200

/** One exported file. */
interface ManifestItem {
  id: string
  spaceId: string
  filename: string
  contentType: string
  width: number | null
  height: number | null
  focalPoint: { x: number; y: number } | null
}

const ID = /^[\w-]{1,128}$/

/** Writes the space's library files and their manifest; returns how many. */
export async function exportAssets(args: {
  store: ContentStore
  spaceId: string
  dir: string
}): Promise<number> {
  const { store, spaceId } = args
  const items: ManifestItem[] = []
  const folder = join(args.dir, ASSETS_DIR)
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await store.listAssets({ spaceId, limit: PAGE_SIZE, offset })
    if (page.length > 0) await mkdir(folder, { recursive: true })
    for (const record of page) {
      const found = await store.getAsset({ spaceId, id: record.id })
      if (!found) continue
      await writeFile(join(folder, record.id), found.bytes)
      const { id, filename, contentType, width, height, focalPoint } = record
      items.push({ id, spaceId, filename, contentType, width, height, focalPoint })
    }
    if (page.length < PAGE_SIZE) break
  }
  if (items.length > 0) {
    await writeFile(join(folder, MANIFEST), `${JSON.stringify(items, null, 2)}\n`)
  }
  return items.length
}

function parseManifest(text: string): ManifestItem[] {
  const list: unknown = JSON.parse(text)
  if (!Array.isArray(list)) throw new ValidationError(`${MANIFEST} must hold an array`)
  return list.map((value: unknown, index) => {
    const item = (typeof value === 'object' && value !== null ? value : {}) as ManifestItem
    if (![item.id, item.spaceId].every((id) => typeof id === 'string' && ID.test(id))) {
      throw new ValidationError(`${MANIFEST}: file ${index + 1} needs an "id" and a "spaceId"`)
    }
    if (typeof item.filename !== 'string' || typeof item.contentType !== 'string') {
      throw new ValidationError(`${MANIFEST}: file ${index + 1} needs a filename and a type`)
    }
    return item
  })
}

/** What importing an export's files did, and how its content's URLs change. */
export interface ImportedAssets {
  /** Files stored (new to this space). */
  imported: number
  /** Files the space already had (an import run again). */
  kept: number
  /** Rewrites the exported space's asset URLs in a JSON text to the imported ones. */
  rewrite: (text: string) => string
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && a.every((byte, index) => byte === b[index])
}

/**
 * A library file of the space with the same name, type and bytes (what an earlier import of
 * the same export stored under a new id), or undefined.
 */
async function findSameFile(
  store: ContentStore,
  spaceId: string,
  item: ManifestItem,
  bytes: Uint8Array,
): Promise<AssetRecord | undefined> {
  const candidates = await store.listAssets({ spaceId, search: item.filename, limit: 50 })
  for (const candidate of candidates) {
    if (candidate.filename !== item.filename || candidate.size !== bytes.byteLength) continue
    if (candidate.contentType !== item.contentType) continue
    const found = await store.getAsset({ spaceId, id: candidate.id })
    if (found && sameBytes(found.bytes, bytes)) return candidate
  }
  return undefined
}

const NOTHING: ImportedAssets = { imported: 0, kept: 0, rewrite: (text) => text }

/**
 * Stores the files of an exported folder in `spaceId`, keeping their ids where the database
 * has no asset of that id (else a new id); a file the space already has (same id, or same name,
 * type and bytes) is kept, not stored again. Returns how to rewrite the content's URLs
 * (`assets%2F<space>%2F<id>` and `assets/<space>/<id>`). A folder without files changes nothing.
 */
export async function importAssets(args: {
  store: ContentStore
  spaceId: string
  dir: string
}): Promise<ImportedAssets> {
  const folder = join(args.dir, ASSETS_DIR)
  const manifestPath = join(folder, MANIFEST)
  try {
    await stat(manifestPath)
  } catch {
    return NOTHING
  }
  const items = parseManifest(await readFile(manifestPath, 'utf8'))
  const renames = new Map<string, string>()
  let imported = 0
  let kept = 0
  for (const item of items) {
    const existing = await args.store.getAsset({ id: item.id })
    const bytes = new Uint8Array(await readFile(join(folder, item.id)))
    const same =
      existing?.asset.spaceId === args.spaceId
        ? existing.asset
        : await findSameFile(args.store, args.spaceId, item, bytes)
    if (same) {
      renames.set(`${item.spaceId}/${item.id}`, `${args.spaceId}/${same.id}`)
      kept += 1
    } else {
      const stored = await args.store.putAsset({
        ...(existing ? {} : { id: item.id }),
        spaceId: args.spaceId,
        filename: item.filename,
        contentType: item.contentType,
        bytes,
        width: item.width,
        height: item.height,
        library: true,
      })
      if (item.focalPoint) {
        const focalPoint = item.focalPoint
        await args.store.setAssetFocalPoint({ spaceId: args.spaceId, id: stored.id, focalPoint })
      }
      renames.set(`${item.spaceId}/${item.id}`, `${args.spaceId}/${stored.id}`)
      imported += 1
    }
  }
  const pattern = /assets(%2F|\/)([\w-]{1,128})\1([\w-]{1,128})/gi
  const rewrite = (text: string) =>
    text.replace(pattern, (match, sep: string, space: string, id: string) => {
      const renamed = renames.get(`${space}/${id}`)
      if (renamed === undefined) return match
      const [newSpace, newId] = renamed.split('/')
      return `assets${sep}${newSpace}${sep}${newId}`
    })
  return { imported, kept, rewrite }
}
