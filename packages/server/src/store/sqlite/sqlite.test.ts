import { describe, it } from 'vitest'
import { runStoreContract } from '../contract.test-support.ts'
import { createSqliteStore } from './create-sqlite-store.ts'

runStoreContract('SQLite', async ({ now }) => createSqliteStore({ filename: ':memory:', now }), {
  describe,
  it,
})
