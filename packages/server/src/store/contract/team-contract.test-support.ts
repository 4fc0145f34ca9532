import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { newSpace } from './contract-helpers.test-support.ts'
import type { ContractGroup } from './contract-helpers.test-support.ts'

const email = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`

/** The audit log, removing users and revoking API keys. */
export const teamContract: ContractGroup = {
  name: 'team',
  cases: {
    'appends audit lines and pages them newest first, filtered': async ({ store, clock }) => {
      const spaceId = await newSpace(store)
      const other = await newSpace(store)
      const first = await store.appendAudit({
        spaceId,
        actor: 'ada@example.com',
        action: 'entry.update',
        target: 'page/p1',
        details: { revision: 2 },
      })
      assert.deepEqual(first, {
        id: first.id,
        spaceId,
        at: clock.now(),
        actor: 'ada@example.com',
        action: 'entry.update',
        target: 'page/p1',
        details: { revision: 2 },
      })
      clock.advance()
      const second = await store.appendAudit({
        spaceId,
        actor: 'bob@example.com',
        action: 'entry.publish',
        target: 'page/p1',
      })
      clock.advance()
      const third = await store.appendAudit({
        spaceId,
        actor: 'ada@example.com',
        action: 'user.invite',
        target: 'cy@example.com',
      })
      await store.appendAudit({ spaceId: other, actor: 'x', action: 'entry.update', target: 'y' })
      const ids = (lines: Array<{ id: string }>) => lines.map((line) => line.id)
      assert.deepEqual(ids(await store.listAudit({ spaceId })), [third.id, second.id, first.id])
      assert.deepEqual(ids(await store.listAudit({ spaceId, limit: 1, offset: 1 })), [second.id])
      assert.deepEqual(ids(await store.listAudit({ spaceId, action: 'entry.' })), [
        second.id,
        first.id,
      ])
      assert.deepEqual(ids(await store.listAudit({ spaceId, action: '%' })), [])
      assert.deepEqual(ids(await store.listAudit({ spaceId, actor: 'ada@example.com' })), [
        third.id,
        first.id,
      ])
      assert.deepEqual(ids(await store.listAudit({ spaceId, from: second.at, to: third.at })), [
        second.id,
      ])
    },

    'keeps the order of audit lines written in the same millisecond': async ({ store }) => {
      const spaceId = await newSpace(store)
      const written: string[] = []
      for (let index = 0; index < 20; index += 1) {
        const line = await store.appendAudit({
          spaceId,
          actor: 'ada@example.com',
          action: 'entry.update',
          target: `page/p${index}`,
        })
        written.push(line.id)
      }
      const listed = await store.listAudit({ spaceId })
      assert.deepEqual(
        listed.map((line) => line.id),
        written.reverse(),
      )
    },

    'deletes a user with their sessions and links': async ({ store, clock }) => {
      const spaceId = await newSpace(store)
      const user = await store.createUser({ spaceId, email: email('gone'), role: 'designer' })
      await store.createSession({
        idHash: `s-${user.id}`,
        userId: user.id,
        csrfToken: 'c',
        createdAt: clock.now(),
        lastSeenAt: clock.now(),
        expiresAt: clock.now() + 1000,
      })
      await store.createSignInLink({
        tokenHash: `t-${user.id}`,
        userId: user.id,
        expiresAt: clock.now() + 1000,
      })
      assert.equal(await store.deleteUser({ id: user.id }), true)
      assert.equal(await store.getUser({ id: user.id }), undefined)
      assert.equal(await store.getSession({ idHash: `s-${user.id}` }), undefined)
      assert.equal(
        await store.useSignInLink({ tokenHash: `t-${user.id}`, now: clock.now() }),
        undefined,
      )
      assert.equal(await store.deleteUser({ id: user.id }), false)
    },

    'revokes an API key of its own space only, telling listeners': async ({ store }) => {
      const spaceId = await newSpace(store)
      const other = await newSpace(store)
      const key = await store.createApiKey({ spaceId, kind: 'private', name: 'CI' })
      const heard: unknown[] = []
      const stop = store.onChange((change) => heard.push(change))
      assert.equal(await store.revokeApiKey({ spaceId: other, key: key.key }), false)
      assert.ok(await store.findApiKey({ key: key.key }))
      assert.equal(await store.revokeApiKey({ spaceId, key: key.key }), true)
      assert.equal(await store.findApiKey({ key: key.key }), undefined)
      assert.equal(await store.revokeApiKey({ spaceId, key: key.key }), false)
      // PostgreSQL delivers through LISTEN: wait for it a little.
      for (let i = 0; i < 50 && heard.length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      stop()
      assert.ok(heard.some((change) => (change as { spaceId?: string }).spaceId === spaceId))
    },
  },
}
