import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '../app-env.ts'
import { createContentTestHarness } from '../routes/content-harness.test-support.ts'
import type { ContentTestHarness } from '../routes/content-harness.test-support.ts'
import { roleSession, sendAs } from './role-sessions.test-support.ts'

/** A write route no rule names (as a route added on another branch would be). */
const unclassified = () => new Hono<AppEnv>().post('/api/v1/new-thing', (c) => c.json({ ok: 1 }))

let h: ContentTestHarness
beforeEach(async () => {
  h = await createContentTestHarness({ routes: [unclassified] })
})
afterEach(() => h.close())

describe('roleGuard', () => {
  it('asks content of a session on a write route without a rule: viewers are refused', async () => {
    const viewer = await sendAs(h, await roleSession(h, 'viewer'), 'POST', '/api/v1/new-thing', {})
    expect(viewer.status).toBe(403)
    expect(((await viewer.json()) as { error: { message: string } }).error.message).toBe(
      'A viewer cannot change content (POST /api/v1/new-thing)',
    )
    const editor = await sendAs(h, await roleSession(h, 'editor'), 'POST', '/api/v1/new-thing', {})
    expect(editor.status).toBe(200)
  })

  it('leaves reads alone and writes nothing to the audit log for unaudited routes', async () => {
    const viewer = await roleSession(h, 'viewer')
    expect((await sendAs(h, viewer, 'GET', '/api/v1/auth/session')).status).toBe(200)
    await sendAs(h, await roleSession(h, 'editor'), 'POST', '/api/v1/new-thing', {})
    expect(await h.store.listAudit({ spaceId: h.spaceId })).toEqual([])
  })
})
