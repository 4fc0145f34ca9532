import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TEST_DATABASES } from '../store/databases.test-support.ts'
import type { UserRole } from '../store/account-types.ts'
import type { TestDatabase } from '../store/databases.test-support.ts'
import { createServiceTestHarness } from './service-harness.test-support.ts'
import type { ServiceTestHarness } from './service-harness.test-support.ts'
import { signedInJsonHeaders } from './signed-in.test-support.ts'

const HOME = '/api/v1/presence/page/home'

describe.each(TEST_DATABASES.map((db) => [db.name, db] as const))(
  'presence routes (%s)',
  (_name, db: TestDatabase) => {
    let h: ServiceTestHarness

    beforeEach(async () => {
      h = await createServiceTestHarness(db)
      await h.addEntry('page', { id: 'home', name: 'Home', data: { title: 'Home' } })
    })
    afterEach(() => h.close())

    /** Signs a new account in: the headers of its session's requests. */
    const session = (email: string, name: string, role: UserRole = 'editor') =>
      signedInJsonHeaders(h, role, { email, name })

    const beat = (headers: Record<string, string>, body: unknown, path = HOME) =>
      h.get(path, { method: 'PUT', headers, body: JSON.stringify(body) })

    it('shows each author the other one, their block and the revision; leaving ends it', async () => {
      const ann = await session('ann@x.test', 'Ann')
      const bob = await session('bob@x.test', 'Bob')
      const first = await beat(ann, { clientId: 'ann-tab-1', blockId: null })
      expect(first.status).toBe(200)
      expect(first.headers.get('cache-control')).toBe('no-store')
      expect(await first.json()).toEqual({ revision: 1, members: [] })
      const second = await beat(bob, { clientId: 'bob-tab-1', blockId: 'b2' })
      expect(await second.json()).toMatchObject({
        revision: 1,
        members: [{ clientId: 'ann-tab-1', name: 'Ann', email: 'ann@x.test', blockId: null }],
      })
      const third = (await (await beat(ann, { clientId: 'ann-tab-1', blockId: 'b1' })).json()) as {
        members: Array<{ name: string; blockId: string; colour: string }>
      }
      expect(third.members).toMatchObject([{ name: 'Bob', blockId: 'b2' }])
      expect(third.members[0]?.colour).toMatch(/^#[0-9a-f]{6}$/)
      const left = await h.get(`${HOME}?clientId=bob-tab-1`, { method: 'DELETE', headers: bob })
      expect(left.status).toBe(200)
      expect(await (await beat(ann, { clientId: 'ann-tab-1', blockId: 'b1' })).json()).toEqual({
        revision: 1,
        members: [],
      })
    })

    it('never shows a viewer as holding a block', async () => {
      const viewer = await session('vic@x.test', 'Vic', 'viewer')
      const ann = await session('ann@x.test', 'Ann')
      await beat(viewer, { clientId: 'vic-tab-1', blockId: 'b1' })
      const seen = await (await beat(ann, { clientId: 'ann-tab-1', blockId: null })).json()
      expect(seen).toMatchObject({ members: [{ name: 'Vic', blockId: null }] })
    })

    it('refuses keys, a missing CSRF token, bad bodies and unknown entries', async () => {
      const ann = await session('ann@x.test', 'Ann')
      const body = { clientId: 'ann-tab-1', blockId: null }
      const withKey = {
        authorization: `Bearer ${h.privateKey}`,
        'content-type': 'application/json',
      }
      expect((await beat(withKey, body)).status).toBe(403)
      expect((await beat({ 'content-type': 'application/json' }, body)).status).toBe(401)
      const { 'x-csrf-token': _csrf, ...noCsrf } = ann
      expect((await beat(noCsrf, body)).status).toBe(403)
      const bad = await beat(ann, { clientId: 'x', blockId: null })
      expect(bad.status).toBe(400)
      expect(await bad.json()).toMatchObject({ error: { message: /^Invalid clientId/ } })
      expect((await beat(ann, { ...body, extra: 1 })).status).toBe(400)
      expect((await beat(ann, body, '/api/v1/presence/page/nope')).status).toBe(404)
    })
  },
)
