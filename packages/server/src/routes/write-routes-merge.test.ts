import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TEST_DATABASES } from '../store/databases.test-support.ts'
import type { TestDatabase } from '../store/databases.test-support.ts'
import { createServiceTestHarness } from './service-harness.test-support.ts'
import type { ServiceTestHarness } from './service-harness.test-support.ts'

const ELEMENT = '@builder.io/sdk:Element' as const
const IDS = ['b0', 'b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7']

const text = (id: string, value: string) => ({
  '@type': ELEMENT,
  id,
  component: { name: 'Text', options: { text: value } },
})

/** The page with the given texts (by block id) changed from the start. */
function pageWith(edits: Record<string, string>) {
  return {
    id: 'home',
    name: 'Home',
    data: { title: 'Home', blocks: IDS.map((id) => text(id, edits[id] ?? `start ${id}`)) },
  }
}

/** What an editor sends: the page as it loaded it (stamps and all), with its edits. */
let loaded: Record<string, unknown>
const edited = (edits: Record<string, string>) => ({ ...loaded, ...pageWith(edits) })

const textsOf = (entry: { data?: { blocks?: unknown } } | undefined) =>
  ((entry?.data?.blocks ?? []) as Array<ReturnType<typeof text>>).map(
    (block) => block.component.options.text,
  )

describe.each(TEST_DATABASES.map((db) => [db.name, db] as const))(
  'PUT ?merge=blocks: saves based on one revision merged on the service (%s)',
  (_name, db: TestDatabase) => {
    let h: ServiceTestHarness

    beforeEach(async () => {
      h = await createServiceTestHarness(db)
      await h.addEntry('page', pageWith({}))
      const response = await h.get('/api/v1/write/page/home', {
        headers: { authorization: `Bearer ${h.privateKey}` },
      })
      loaded = (await response.json()) as Record<string, unknown>
    })

    afterEach(async () => {
      await h.close()
    })

    const put = (
      body: unknown,
      headers: Record<string, string> = { 'if-match': '"1"' },
      query = '?merge=blocks',
    ) =>
      h.get(`/api/v1/write/page/home${query}`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${h.privateKey}`,
          'content-type': 'application/json',
          ...headers,
        },
        body: JSON.stringify(body),
      })

    it('keeps both authors\u2019 edits of different blocks and answers the merged page', async () => {
      const first = await put(edited({ b0: 'by Ann' }))
      expect(first.status).toBe(200)
      const second = await put(edited({ b1: 'by Bob' }))
      expect(second.status).toBe(200)
      expect(second.headers.get('etag')).toBe('"3"')
      const answered = (await second.json()) as { data?: { blocks?: unknown } }
      expect(textsOf(answered).slice(0, 3)).toEqual(['by Ann', 'by Bob', 'start b2'])
      const stored = await h.store.getEntry({ spaceId: h.spaceId, id: 'home' })
      expect(textsOf(stored?.latest).slice(0, 3)).toEqual(['by Ann', 'by Bob', 'start b2'])
      expect(stored?.revision).toBe(3)
    })

    it('refuses a save changing what the other changed: 409 naming the block, nothing written', async () => {
      expect((await put(edited({ b0: 'by Ann' }))).status).toBe(200)
      const clash = await put(edited({ b0: 'by Bob', b1: 'also Bob' }))
      expect(clash.status).toBe(409)
      expect(await clash.json()).toMatchObject({
        error: { code: 'CONFLICT', currentRevision: 2 },
        blocks: ['b0'],
      })
      const stored = await h.store.getEntry({ spaceId: h.spaceId, id: 'home' })
      expect(stored?.revision).toBe(2)
      expect(textsOf(stored?.latest).slice(0, 2)).toEqual(['by Ann', 'start b1'])
    })

    it('merges eight authors saving different blocks at once, all from revision 1', async () => {
      const responses = await Promise.all(IDS.map((id) => put(edited({ [id]: `by ${id}` }))))
      expect(responses.map((response) => response.status)).toEqual(IDS.map(() => 200))
      const stored = await h.store.getEntry({ spaceId: h.spaceId, id: 'home' })
      expect(stored?.revision).toBe(IDS.length + 1)
      expect(textsOf(stored?.latest)).toEqual(IDS.map((id) => `by ${id}`))
    })

    /** The page as loaded with `blocks` for its blocks (by id: start texts, or new ones). */
    const withBlocks = (ids: string[]) => ({
      ...loaded,
      data: {
        title: 'Home',
        blocks: ids.map((id) => text(id, IDS.includes(id) ? `start ${id}` : id)),
      },
    })
    const idsOf = (entry: { data?: { blocks?: unknown } } | undefined) =>
      ((entry?.data?.blocks ?? []) as Array<{ id: string }>).map((block) => block.id)

    it('keeps the blocks both authors inserted into one list at once, the first save’s first', async () => {
      const [first, second] = await Promise.all([
        put(withBlocks(['b0', 'ann', ...IDS.slice(1), 'ann-end'])),
        put(withBlocks(['b0', 'bob', ...IDS.slice(1)])),
      ])
      expect([first?.status, second?.status]).toEqual([200, 200])
      const stored = await h.store.getEntry({ spaceId: h.spaceId, id: 'home' })
      expect(stored?.revision).toBe(3)
      const ids = idsOf(stored?.latest)
      const [earlier, later] =
        ids.indexOf('ann') < ids.indexOf('bob') ? ['ann', 'bob'] : ['bob', 'ann']
      expect(ids).toEqual(['b0', earlier, later, ...IDS.slice(1), 'ann-end'])
      // The first save stored is the one whose insert comes first.
      const firstSaved = await h.store.getRevision({
        spaceId: h.spaceId,
        entryId: 'home',
        revision: 2,
      })
      expect(idsOf(firstSaved?.body)).toContain(earlier)
    })

    it('keeps eight authors’ inserts into one list at once, each after its block', async () => {
      const saves = IDS.map((id) =>
        put(withBlocks(IDS.flatMap((at) => (at === id ? [at, `new-${id}`] : [at])))),
      )
      expect((await Promise.all(saves)).map((response) => response.status)).toEqual(
        IDS.map(() => 200),
      )
      const stored = await h.store.getEntry({ spaceId: h.spaceId, id: 'home' })
      expect(idsOf(stored?.latest)).toEqual(IDS.flatMap((id) => [id, `new-${id}`]))
    })

    it('refuses two moves of one block to different places: 409 naming it', async () => {
      const [b0, b1, b2, ...rest] = IDS as [string, string, string, ...string[]]
      expect((await put(withBlocks([b1, b2, b0, ...rest]))).status).toBe(200)
      const clash = await put(withBlocks([b1, b2, ...rest, b0]))
      expect(clash.status).toBe(409)
      expect(await clash.json()).toMatchObject({ blocks: ['b0'] })
    })

    it('answers 400 for another merge value or a merge without a base revision', async () => {
      const bad = await put(edited({}), { 'if-match': '"1"' }, '?merge=all')
      expect(bad.status).toBe(400)
      expect(await bad.json()).toMatchObject({
        error: { message: 'Invalid merge: expected "blocks"' },
      })
      const unnamed = await put(pageWith({}), {})
      expect(unnamed.status).toBe(400)
      expect((await h.store.getEntry({ spaceId: h.spaceId, id: 'home' }))?.revision).toBe(1)
    })
  },
)
