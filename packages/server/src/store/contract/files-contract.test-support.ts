import assert from 'node:assert/strict'
import { NotFoundError } from '../errors.ts'
import { newSpace, rejectsWith } from './contract-helpers.test-support.ts'
import type { ContractGroup } from './contract-helpers.test-support.ts'

/** Every byte value, plus a NUL-heavy tail: what a BLOB/bytea must keep exactly. */
function sampleBytes(): Uint8Array {
  const bytes = new Uint8Array(300)
  for (let i = 0; i < 256; i += 1) bytes[i] = i
  return bytes
}

/** Form submissions, assets and image variants. */
export const filesContract: ContractGroup = {
  name: 'submissions and assets',
  cases: {
    'stores submissions and lists them newest first': async ({ store, clock }) => {
      const spaceId = await newSpace(store)
      const file = {
        field: 'cv',
        filename: 'cv.pdf',
        contentType: 'application/pdf',
        size: 3,
        assetId: 'a1',
      }
      const first = await store.insertSubmission({
        spaceId,
        formName: 'contact',
        to: 'team@example.com',
        data: { name: 'Ada', tags: ['x'], nested: { n: 1 } },
        files: [file],
      })
      assert.match(first.id, /^[0-9a-f]{32}$/)
      assert.equal(first.createdAt, clock.now())
      clock.advance()
      const second = await store.insertSubmission({
        spaceId,
        formName: 'newsletter',
        to: null,
        data: {},
        files: [],
      })
      await store.insertSubmission({
        spaceId: await newSpace(store),
        formName: 'x',
        to: null,
        data: {},
        files: [],
      })
      assert.deepEqual(await store.listSubmissions({ spaceId }), [second, first])
      assert.deepEqual(await store.listSubmissions({ spaceId, limit: 1, offset: 1 }), [first])
    },

    'round-trips the bytes and metadata of an asset': async ({ store, clock }) => {
      const spaceId = await newSpace(store)
      const bytes = sampleBytes()
      const asset = await store.putAsset({
        spaceId,
        filename: 'photo.png',
        contentType: 'image/png',
        bytes,
        width: 640,
        height: 480,
      })
      assert.deepEqual(asset, {
        id: asset.id,
        spaceId,
        filename: 'photo.png',
        contentType: 'image/png',
        size: 300,
        width: 640,
        height: 480,
        createdAt: clock.now(),
        library: false,
        focalPoint: null,
      })
      const stored = await store.getAsset({ id: asset.id })
      assert.deepEqual(stored, { asset, bytes })
      assert.deepEqual(await store.getAsset({ spaceId, id: asset.id }), stored)
      assert.equal(
        await store.getAsset({ spaceId: await newSpace(store), id: asset.id }),
        undefined,
      )
      assert.equal(await store.getAsset({ id: 'missing' }), undefined)
      const plain = await store.putAsset({
        spaceId,
        filename: 'a.txt',
        contentType: 'text/plain',
        bytes: new Uint8Array(0),
      })
      assert.equal(plain.width, null)
      assert.deepEqual((await store.getAsset({ id: plain.id }))?.bytes, new Uint8Array(0))
    },

    'stores, replaces and reads image variants': async ({ store }) => {
      const spaceId = await newSpace(store)
      const asset = await store.putAsset({
        spaceId,
        filename: 'p.png',
        contentType: 'image/png',
        bytes: sampleBytes(),
      })
      const variant = { assetId: asset.id, width: 320, format: 'webp' }
      assert.equal(await store.getImageVariant(variant), undefined)
      await store.putImageVariant({ ...variant, bytes: new Uint8Array([1, 2, 3]) })
      assert.deepEqual(await store.getImageVariant(variant), new Uint8Array([1, 2, 3]))
      await store.putImageVariant({ ...variant, bytes: new Uint8Array([4, 0, 5]) })
      assert.deepEqual(await store.getImageVariant(variant), new Uint8Array([4, 0, 5]))
      assert.equal(await store.getImageVariant({ ...variant, format: 'avif' }), undefined)
      assert.equal(await store.getImageVariant({ ...variant, width: 640 }), undefined)
    },

    'rejects a variant of a missing asset': async ({ store }) => {
      await rejectsWith(
        store.putImageVariant({
          assetId: 'missing',
          width: 10,
          format: 'webp',
          bytes: new Uint8Array(1),
        }),
        NotFoundError,
        'Asset missing not found',
      )
    },
  },
}
