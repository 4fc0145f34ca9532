import { afterEach, beforeEach, expect, it } from 'vitest'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import type { ContentStore } from '../store/types.ts'
import { ensureAdmin } from './ensure-admin.ts'
import { ensureSpace } from './ensure-space.ts'

let store: ContentStore
const args = () => ({
  store,
  spaceId: 'default',
  email: 'admin@localhost',
  baseUrl: 'http://localhost:4000',
  now: Date.now(),
})

beforeEach(async () => {
  store = createSqliteStore({ filename: ':memory:' })
  await store.migrate()
  await ensureSpace({ store })
})
afterEach(() => store.close())

it('creates the admin with a sign-in link on the first start only', async () => {
  const first = await ensureAdmin(args())
  expect(first[0]).toContain('Created the admin account admin@localhost')
  expect(first[1]).toMatch(/^ {2}http:\/\/localhost:4000\//)
  expect(await ensureAdmin(args())).toEqual([])
  expect(await store.countUsers()).toBe(1)
})

it('lets two instances start at once on a new database: one creates the admin, neither fails', async () => {
  const answers = await Promise.all([ensureAdmin(args()), ensureAdmin(args())])
  expect(answers.filter((lines) => lines.length > 0)).toHaveLength(1)
  expect(await store.countUsers()).toBe(1)
})
