import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { ValidationError } from '@tessera/core'
import { ConflictError } from '../errors.ts'
import { newSpace, rejectsWith } from './contract-helpers.test-support.ts'
import type { ContractGroup } from './contract-helpers.test-support.ts'

/** A unique email (stores of the contract may share one database). */
const email = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`

/** Users, sessions and one-time sign-in links. */
export const accountsContract: ContractGroup = {
  name: 'accounts',
  cases: {
    'creates users with a lower-case unique email and finds them': async ({ store, clock }) => {
      const spaceId = await newSpace(store)
      const address = email('Ada')
      const user = await store.createUser({
        spaceId,
        email: ` ${address.toUpperCase()} `,
        role: 'editor',
      })
      assert.deepEqual(user, {
        id: user.id,
        spaceId,
        email: address.toLowerCase(),
        name: address.split('@')[0]?.toLowerCase(),
        role: 'editor',
        passwordHash: null,
        createdAt: clock.now(),
      })
      assert.deepEqual(await store.findUserByEmail({ email: address }), user)
      assert.deepEqual(await store.getUser({ id: user.id }), user)
      assert.deepEqual(await store.listUsers({ spaceId }), [user])
      assert.ok((await store.countUsers()) >= 1)
      await rejectsWith(
        store.createUser({ spaceId, email: address, role: 'viewer' }),
        ConflictError,
        `A user with the email ${address.toLowerCase()} exists`,
      )
      await rejectsWith(
        store.createUser({ spaceId, email: email('x'), role: 'owner' as never }),
        ValidationError,
        'Unknown role "owner": use admin, developer, designer, editor, viewer',
      )
      await rejectsWith(
        store.createUser({ spaceId, email: 'nope', role: 'viewer' }),
        ValidationError,
        'Invalid email "nope"',
      )
    },

    'updates a user': async ({ store }) => {
      const spaceId = await newSpace(store)
      const user = await store.createUser({ spaceId, email: email('b'), role: 'viewer' })
      const updated = await store.updateUser({
        id: user.id,
        role: 'admin',
        passwordHash: 'scrypt$x',
        name: 'Bea',
      })
      assert.deepEqual(updated, { ...user, role: 'admin', passwordHash: 'scrypt$x', name: 'Bea' })
    },

    'keeps sessions by hash, touches and ends them': async ({ store }) => {
      const spaceId = await newSpace(store)
      const user = await store.createUser({ spaceId, email: email('s'), role: 'editor' })
      const session = {
        idHash: `h-${randomUUID()}`,
        userId: user.id,
        csrfToken: 'csrf',
        createdAt: 1000,
        lastSeenAt: 1000,
        expiresAt: 9000,
      }
      await store.createSession(session)
      assert.deepEqual(await store.getSession({ idHash: session.idHash }), { session, user })
      await store.touchSession({ idHash: session.idHash, lastSeenAt: 2000 })
      assert.equal((await store.getSession({ idHash: session.idHash }))?.session.lastSeenAt, 2000)
      await store.deleteSession({ idHash: session.idHash })
      assert.equal(await store.getSession({ idHash: session.idHash }), undefined)
      await store.createSession({ ...session, idHash: `${session.idHash}-2` })
      await store.deleteUserSessions({ userId: user.id })
      assert.equal(await store.getSession({ idHash: `${session.idHash}-2` }), undefined)
    },

    'uses a sign-in link once, and never after it expired': async ({ store }) => {
      const spaceId = await newSpace(store)
      const user = await store.createUser({ spaceId, email: email('l'), role: 'admin' })
      const tokenHash = `t-${randomUUID()}`
      await store.createSignInLink({ tokenHash, userId: user.id, expiresAt: 5000 })
      const twice = await Promise.all([
        store.useSignInLink({ tokenHash, now: 1000 }),
        store.useSignInLink({ tokenHash, now: 1000 }),
      ])
      assert.deepEqual(twice.filter(Boolean), [user])
      const late = `t-${randomUUID()}`
      await store.createSignInLink({ tokenHash: late, userId: user.id, expiresAt: 5000 })
      assert.equal(await store.useSignInLink({ tokenHash: late, now: 5000 }), undefined)
      assert.equal(await store.useSignInLink({ tokenHash: 'unknown', now: 0 }), undefined)
    },
  },
}
