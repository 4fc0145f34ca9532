import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KEY_CACHE_TTL_MS } from '../middleware/auth.ts'
import { roleSession, sendAs } from '../permissions/role-sessions.test-support.ts'
import { TEST_DATABASES } from '../store/databases.test-support.ts'
import { createServiceTestHarness } from './service-harness.test-support.ts'
import type { ServiceTestHarness } from './service-harness.test-support.ts'

interface KeyView {
  id: string
  name: string
  kind: string
  preview: string
}

describe.each(TEST_DATABASES.map((db) => [db.name, db] as const))(
  'team routes (users, keys, audit) on %s',
  (_name, database) => {
    let h: ServiceTestHarness
    beforeAll(async () => {
      h = await createServiceTestHarness(database)
    })
    afterAll(() => h.close())

    it('creates a private key shown once, which works until revoked, then 401 at once', async () => {
      const admin = await roleSession(h, 'admin')
      const created = await sendAs(h, admin, 'POST', '/api/v1/keys', {
        name: 'CI',
        kind: 'private',
      })
      expect(created.status).toBe(201)
      const { key, secret } = (await created.json()) as { key: KeyView; secret: string }
      expect(key).toMatchObject({ name: 'CI', kind: 'private', preview: `…${secret.slice(-4)}` })
      const listed = (await (await sendAs(h, admin, 'GET', '/api/v1/keys')).json()) as {
        results: KeyView[]
      }
      expect(listed.results.map((k) => k.name)).toContain('CI')
      expect(JSON.stringify(listed)).not.toContain(secret)
      // The key works (and is now in the key cache).
      expect((await sendAs(h, secret, 'GET', '/api/v1/write/page')).status).toBe(200)
      const revoked = await sendAs(h, admin, 'DELETE', `/api/v1/keys/${key.id}`)
      expect(revoked.status).toBe(200)
      // Well within the cache's lifetime: revoked keys stop at once.
      expect(KEY_CACHE_TTL_MS).toBeGreaterThan(1000)
      const after = await sendAs(h, secret, 'GET', '/api/v1/write/page')
      expect(after.status).toBe(401)
      expect((await sendAs(h, admin, 'DELETE', `/api/v1/keys/${key.id}`)).status).toBe(404)
    })

    it('refuses bad key bodies with 400 and non-admins with 403', async () => {
      const admin = await roleSession(h, 'admin')
      const bad = await sendAs(h, admin, 'POST', '/api/v1/keys', { name: '', kind: 'secret' })
      expect(bad.status).toBe(400)
      const developer = await roleSession(h, 'developer')
      expect((await sendAs(h, developer, 'GET', '/api/v1/keys')).status).toBe(403)
      expect((await sendAs(h, h.publicKey, 'GET', '/api/v1/keys')).status).toBe(403)
    })

    it('removes a user, ending their sessions; never the last admin', async () => {
      const admin = await roleSession(h, 'admin')
      const designer = await roleSession(h, 'designer')
      expect((await sendAs(h, designer, 'GET', '/api/v1/auth/session')).status).toBe(200)
      const removed = await sendAs(h, admin, 'DELETE', `/api/v1/users/${designer.userId}`)
      expect(removed.status).toBe(200)
      expect((await sendAs(h, designer, 'GET', '/api/v1/auth/session')).status).toBe(401)
      expect(await h.store.getUser({ id: designer.userId })).toBeUndefined()

      // Other admins were made by earlier cases: remove them, then the last one stays.
      const admins = (await h.store.listUsers({ spaceId: h.spaceId })).filter(
        (user) => user.role === 'admin' && user.id !== admin.userId,
      )
      for (const other of admins) await h.store.deleteUser({ id: other.id })
      const last = await sendAs(h, admin, 'DELETE', `/api/v1/users/${admin.userId}`)
      expect(last.status).toBe(409)
      expect(((await last.json()) as { error: { message: string } }).error.message).toContain(
        'is the last admin',
      )
      const demote = await sendAs(h, admin, 'PATCH', `/api/v1/users/${admin.userId}`, {
        role: 'editor',
      })
      expect(demote.status).toBe(409)
    })

    it('writes the audit log from write, user and key routes, paged and filtered', async () => {
      const admin = await roleSession(h, 'admin', 'auditor')
      const invited = await sendAs(h, admin, 'POST', '/api/v1/users', {
        email: 'dee@example.com',
        role: 'designer',
      })
      expect(invited.status).toBe(201)
      const created = await sendAs(h, admin, 'POST', '/api/v1/write/page', {
        id: 'audited',
        name: 'Audited',
        data: { blocks: [] },
      })
      expect(created.status).toBe(201)
      await sendAs(h, admin, 'POST', '/api/v1/write/page/audited/publish')
      await sendAs(h, admin, 'DELETE', '/api/v1/write/page/audited')
      const key = await sendAs(h, admin, 'POST', '/api/v1/keys', {
        name: 'Audit key',
        kind: 'public',
      })
      expect(key.status).toBe(201)
      // A refused change leaves no line.
      const viewer = await roleSession(h, 'viewer')
      await sendAs(h, viewer, 'DELETE', '/api/v1/write/page/audited')

      const page = async (query: string) => {
        const response = await sendAs(h, admin, 'GET', `/api/v1/audit?actor=${admin.email}${query}`)
        expect(response.status).toBe(200)
        return ((await response.json()) as { results: Array<Record<string, unknown>> }).results
      }
      const lines = await page('')
      expect(lines.map((line) => [line.action, line.target]).reverse()).toEqual([
        ['user.invite', 'dee@example.com'],
        ['entry.create', 'page/audited'],
        ['entry.publish', 'page/audited'],
        ['entry.delete', 'page/audited'],
        ['key.create', 'Audit key'],
      ])
      expect(lines[0]).toMatchObject({ actor: admin.email, details: { kind: 'public' } })
      expect(lines[3]).toMatchObject({ details: { revision: 1 } })
      expect((await page('&limit=2&offset=1')).map((line) => line.action)).toEqual([
        'entry.delete',
        'entry.publish',
      ])
      expect((await page('&action=entry.')).length).toBe(3)
      expect((await sendAs(h, admin, 'GET', '/api/v1/audit?limit=0')).status).toBe(400)
      expect((await sendAs(h, admin, 'GET', '/api/v1/audit?from=yesterday')).status).toBe(400)
      expect((await sendAs(h, viewer, 'GET', '/api/v1/audit')).status).toBe(403)

      const byKey = await sendAs(h, h.privateKey, 'POST', '/api/v1/write/page', { name: 'K' })
      expect(byKey.status).toBe(201)
      const keyLines = await sendAs(h, h.privateKey, 'GET', '/api/v1/audit?limit=1')
      const [line] = ((await keyLines.json()) as { results: Array<{ actor: string }> }).results
      expect(line?.actor).toBe('private key "Private key"')
    })
  },
)
