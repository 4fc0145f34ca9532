import assert from 'node:assert/strict'
import { ValidationError } from '@tessera/core'
import { NotFoundError } from '../errors.ts'
import type { ContentStore } from '../types.ts'
import { idsOf, newSpace, pageBody, rejectsWith } from './contract-helpers.test-support.ts'
import type { ContractGroup } from './contract-helpers.test-support.ts'

async function libraryAsset(
  store: ContentStore,
  spaceId: string,
  filename: string,
  contentType: string,
) {
  return store.putAsset({
    spaceId,
    filename,
    contentType,
    bytes: new Uint8Array([1, 2, 3]),
    library: true,
  })
}

/** The asset library (listing, search, focal point, usage, deletion) and forms per name. */
export const libraryContract: ContractGroup = {
  name: 'asset library and forms',
  cases: {
    'lists assets uploaded in the same millisecond newest first too': async ({ store }) => {
      const spaceId = await newSpace(store)
      const uploaded = []
      for (let index = 0; index < 12; index += 1) {
        uploaded.push(await libraryAsset(store, spaceId, `shot-${index}.png`, 'image/png'))
      }
      const listed = await store.listAssets({ spaceId })
      assert.deepEqual(
        listed.map((asset) => asset.id),
        uploaded.reverse().map((asset) => asset.id),
      )
    },

    'lists library assets newest first, by name and kind, without form files': async ({
      store,
      clock,
    }) => {
      const spaceId = await newSpace(store)
      const photo = await libraryAsset(store, spaceId, 'Beach Photo.png', 'image/png')
      clock.advance()
      const clip = await libraryAsset(store, spaceId, 'beach_clip.mp4', 'video/mp4')
      clock.advance()
      const doc = await libraryAsset(store, spaceId, '100%_report.pdf', 'application/pdf')
      await store.putAsset({
        spaceId,
        filename: 'beach-cv.pdf',
        contentType: 'application/pdf',
        bytes: new Uint8Array(1),
      })
      await libraryAsset(store, await newSpace(store), 'beach.png', 'image/png')
      assert.equal(photo.library, true)
      assert.equal(photo.focalPoint, null)
      assert.deepEqual(idsOf(await store.listAssets({ spaceId })), idsOf([photo, clip, doc]))
      assert.deepEqual(
        (await store.listAssets({ spaceId })).map((asset) => asset.id),
        [doc.id, clip.id, photo.id],
      )
      assert.deepEqual(await store.listAssets({ spaceId, search: 'BEACH' }), [clip, photo])
      assert.deepEqual(await store.listAssets({ spaceId, search: 'h_c' }), [clip])
      assert.deepEqual(await store.listAssets({ spaceId, search: '100%' }), [doc])
      assert.deepEqual(await store.listAssets({ spaceId, search: '%' }), [doc])
      assert.deepEqual(await store.listAssets({ spaceId, kind: 'image' }), [photo])
      assert.deepEqual(await store.listAssets({ spaceId, kind: 'video' }), [clip])
      assert.deepEqual(await store.listAssets({ spaceId, kind: 'file' }), [doc])
      assert.deepEqual(await store.listAssets({ spaceId, limit: 1, offset: 1 }), [clip])
      assert.deepEqual(await store.getAssetRecord({ spaceId, id: clip.id }), clip)
    },

    'sets and clears the focal point of a library asset': async ({ store }) => {
      const spaceId = await newSpace(store)
      const photo = await libraryAsset(store, spaceId, 'p.png', 'image/png')
      const set = await store.setAssetFocalPoint({
        spaceId,
        id: photo.id,
        focalPoint: { x: 0.25, y: 0.75 },
      })
      assert.deepEqual(set, { ...photo, focalPoint: { x: 0.25, y: 0.75 } })
      assert.deepEqual((await store.getAsset({ id: photo.id }))?.asset.focalPoint, {
        x: 0.25,
        y: 0.75,
      })
      const cleared = await store.setAssetFocalPoint({ spaceId, id: photo.id, focalPoint: null })
      assert.equal(cleared.focalPoint, null)
      await rejectsWith(
        store.setAssetFocalPoint({ spaceId, id: photo.id, focalPoint: { x: 1.5, y: 0 } }),
        ValidationError,
        "The focal point's x must be between 0 and 1, got 1.5",
      )
      await rejectsWith(
        store.setAssetFocalPoint({
          spaceId: await newSpace(store),
          id: photo.id,
          focalPoint: null,
        }),
        NotFoundError,
        `Asset ${photo.id} not found`,
      )
    },

    'finds the entries whose draft or published content mentions an asset': async ({ store }) => {
      const spaceId = await newSpace(store)
      const photo = await libraryAsset(store, spaceId, 'p.png', 'image/png')
      const other = await libraryAsset(store, spaceId, 'q.png', 'image/png')
      const url = `/api/v1/image/assets%2F${spaceId}%2F${photo.id}`
      const published = await store.createEntry({
        spaceId,
        model: 'page',
        body: pageBody({ name: 'Home', published: 'published', data: { image: url } }),
      })
      const draft = await store.createEntry({
        spaceId,
        model: 'symbol',
        body: pageBody({ name: 'Hero', data: { hero: { image: `https://x${url}` } } }),
      })
      await store.createEntry({ spaceId, model: 'page', body: pageBody({ name: 'About' }) })
      await store.createEntry({
        spaceId: await newSpace(store),
        model: 'page',
        body: pageBody({ name: 'Elsewhere', data: { image: url } }),
      })
      assert.deepEqual(await store.findAssetUsage({ spaceId, id: photo.id }), [
        { id: published.id, model: 'page', name: 'Home', published: true },
        { id: draft.id, model: 'symbol', name: 'Hero', published: false },
      ])
      assert.deepEqual(await store.findAssetUsage({ spaceId, id: other.id }), [])
      await store.updateEntry({
        spaceId,
        model: 'page',
        id: published.id,
        body: pageBody({ name: 'Home', published: 'published', data: {} }),
        publish: true,
      })
      assert.deepEqual(idsOf(await store.findAssetUsage({ spaceId, id: photo.id })), [draft.id])
    },

    'deletes an asset with its variants': async ({ store }) => {
      const spaceId = await newSpace(store)
      const photo = await libraryAsset(store, spaceId, 'p.png', 'image/png')
      const variant = { assetId: photo.id, width: 16, format: 'webp' }
      await store.putImageVariant({ ...variant, bytes: new Uint8Array([9]) })
      assert.equal(await store.deleteAsset({ spaceId: await newSpace(store), id: photo.id }), false)
      assert.equal(await store.deleteAsset({ spaceId, id: photo.id }), true)
      assert.equal(await store.getAsset({ id: photo.id }), undefined)
      assert.equal(await store.getImageVariant(variant), undefined)
      assert.equal(await store.deleteAsset({ spaceId, id: photo.id }), false)
    },

    'lists forms and searches the submissions of one form': async ({ store, clock }) => {
      const spaceId = await newSpace(store)
      const submit = (formName: string, data: Record<string, unknown>) =>
        store.insertSubmission({ spaceId, formName, to: null, data, files: [] })
      const ada = await submit('Contact', { name: 'Ada Lovelace', note: '50% off_x' })
      clock.advance()
      const alan = await submit('Contact', { name: 'Alan Turing', quote: 'say "hi" \\o/' })
      clock.advance()
      const news = await submit('Newsletter', { email: 'ada@example.com' })
      await store.insertSubmission({
        spaceId: await newSpace(store),
        formName: 'Contact',
        to: null,
        data: {},
        files: [],
      })
      assert.deepEqual(await store.listForms({ spaceId }), [
        { formName: 'Contact', submissions: 2, lastSubmittedAt: alan.createdAt },
        { formName: 'Newsletter', submissions: 1, lastSubmittedAt: news.createdAt },
      ])
      assert.deepEqual(await store.listSubmissions({ spaceId, formName: 'Contact' }), [alan, ada])
      assert.deepEqual(await store.listSubmissions({ spaceId, search: 'ADA' }), [news, ada])
      assert.deepEqual(
        await store.listSubmissions({ spaceId, formName: 'Contact', search: 'ada' }),
        [ada],
      )
      assert.deepEqual(await store.listSubmissions({ spaceId, search: '0% off_' }), [ada])
      assert.deepEqual(await store.listSubmissions({ spaceId, search: 'f_' }), [ada])
      assert.deepEqual(await store.listSubmissions({ spaceId, search: 'nobody' }), [])
      assert.deepEqual(await store.listSubmissions({ spaceId, search: 'say "hi" \\o' }), [alan])
      assert.deepEqual(await store.getSubmission({ spaceId, id: ada.id }), ada)
      assert.equal(
        await store.getSubmission({ spaceId: await newSpace(store), id: ada.id }),
        undefined,
      )
    },
  },
}
