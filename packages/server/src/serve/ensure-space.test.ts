import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import type { ContentStore } from '../store/types.ts'
import { DEFAULT_SPACE_ID, ensureSpace } from './ensure-space.ts'

let store: ContentStore

beforeEach(async () => {
  store = createSqliteStore({ filename: ':memory:' })
  await store.migrate()
})

afterEach(async () => {
  await store.close()
})

describe('ensureSpace', () => {
  it('creates the default space with a public and a private key and the four models', async () => {
    const result = await ensureSpace({ store })
    expect(result.isNew).toBe(true)
    expect(result.space).toMatchObject({ id: DEFAULT_SPACE_ID, name: 'default' })
    expect(result.publicKey).toMatchObject({ spaceId: 'default', kind: 'public' })
    expect(result.privateKey).toMatchObject({ spaceId: 'default', kind: 'private' })
    expect(result.publicKey.key).toMatch(/^[0-9a-f]{32}$/)
    expect(result.createdKeys).toEqual([result.publicKey, result.privateKey])
    const models = await store.listModels({ spaceId: 'default' })
    expect(models.map((model) => [model.name, model.kind])).toEqual([
      ['data', 'data'],
      ['page', 'page'],
      ['section', 'section'],
      ['symbol', 'symbol'],
    ])
  })

  it('changes nothing on the next start', async () => {
    const first = await ensureSpace({ store })
    const second = await ensureSpace({ store })
    expect(second).toEqual({ ...first, isNew: false, createdKeys: [] })
    expect(await store.listApiKeys({ spaceId: 'default' })).toHaveLength(2)
  })

  it('uses the configured keys, creating them when missing', async () => {
    const result = await ensureSpace({ store, publicKey: 'pub-env', privateKey: 'priv-env' })
    expect(result.publicKey).toMatchObject({ key: 'pub-env', kind: 'public' })
    expect(result.privateKey).toMatchObject({ key: 'priv-env', kind: 'private' })
    const again = await ensureSpace({ store, publicKey: 'pub-env', privateKey: 'priv-env' })
    expect(again.createdKeys).toEqual([])
    expect((await store.listApiKeys({ spaceId: 'default' })).map((key) => key.key).sort()).toEqual([
      'priv-env',
      'pub-env',
    ])
  })

  it('adds configured keys to an existing space', async () => {
    await ensureSpace({ store })
    const result = await ensureSpace({ store, publicKey: 'pub-later' })
    expect(result.isNew).toBe(false)
    expect(result.createdKeys.map((key) => key.key)).toEqual(['pub-later'])
    expect(result.publicKey.key).toBe('pub-later')
  })

  it('keeps serving the first space when there are several', async () => {
    await store.createSpace({ id: 'first', name: 'First' })
    await store.createSpace({ id: 'second', name: 'Second' })
    const result = await ensureSpace({ store })
    expect(result.space.id).toBe('first')
    expect(result.isNew).toBe(false)
  })

  it('refuses a configured key that is a key of the other kind', async () => {
    await ensureSpace({ store, privateKey: 'shared' })
    await expect(ensureSpace({ store, publicKey: 'shared' })).rejects.toThrow(
      'TESSERA_PUBLIC_KEY is already used as a private key of space default',
    )
  })

  it('refuses a configured key of another space', async () => {
    await store.createSpace({ id: 'first', name: 'First' })
    await store.createSpace({ id: 'other', name: 'Other' })
    await store.createApiKey({ spaceId: 'other', kind: 'private', key: 'theirs' })
    await expect(ensureSpace({ store, privateKey: 'theirs' })).rejects.toThrow(
      'TESSERA_PRIVATE_KEY is already used as a private key of space other',
    )
  })

  it('survives two instances creating the space at once', async () => {
    const [a, b] = await Promise.all([
      ensureSpace({ store, publicKey: 'p1', privateKey: 'k1' }),
      ensureSpace({ store, publicKey: 'p1', privateKey: 'k1' }),
    ])
    expect(a.space.id).toBe('default')
    expect(b.space.id).toBe('default')
    expect([a.isNew, b.isNew].filter(Boolean)).toHaveLength(1)
    expect(await store.listSpaces()).toHaveLength(1)
    expect((await store.listApiKeys({ spaceId: 'default' })).map((key) => key.key).sort()).toEqual([
      'k1',
      'p1',
    ])
  })
})
