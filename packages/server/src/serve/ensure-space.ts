import { ValidationError } from '@tessera/core'
import { ConflictError } from '../store/errors.ts'
import type { ApiKeyKind, ApiKeyRecord, ContentStore, ModelKind, Space } from '../store/types.ts'

/** Id and name of the space created on first start. */
export const DEFAULT_SPACE_ID = 'default'

/** The models every new space gets: one of each kind, named after it. */
export const DEFAULT_MODELS: readonly { name: string; kind: ModelKind }[] = [
  { name: 'page', kind: 'page' },
  { name: 'symbol', kind: 'symbol' },
  { name: 'section', kind: 'section' },
  { name: 'data', kind: 'data' },
]

export interface EnsureSpaceOptions {
  store: ContentStore
  /** A public key to use (TESSERA_PUBLIC_KEY); created when missing. Default: any, else a random one. */
  publicKey?: string | undefined
  /** A private key to use (TESSERA_PRIVATE_KEY); created when missing. Default: any, else a random one. */
  privateKey?: string | undefined
}

export interface EnsuredSpace {
  space: Space
  /** True when the database had no space and this call created it. */
  isNew: boolean
  /** The public key to show: the configured one, else the space's first. */
  publicKey: ApiKeyRecord
  /** The private key to show: the configured one, else the space's first. */
  privateKey: ApiKeyRecord
  /** Keys this call created (to print once). */
  createdKeys: ApiKeyRecord[]
}

const ENV_NAMES: Record<ApiKeyKind, string> = {
  public: 'TESSERA_PUBLIC_KEY',
  private: 'TESSERA_PRIVATE_KEY',
}

async function firstSpace(store: ContentStore): Promise<{ space: Space; isNew: boolean }> {
  const existing = (await store.listSpaces())[0]
  if (existing) return { space: existing, isNew: false }
  try {
    const space = await store.createSpace({ id: DEFAULT_SPACE_ID, name: DEFAULT_SPACE_ID })
    return { space, isNew: true }
  } catch (error: unknown) {
    // Another instance on the same database created it first.
    if (!(error instanceof ConflictError)) throw error
    const space = (await store.listSpaces())[0]
    if (!space) throw error
    return { space, isNew: false }
  }
}

async function findWanted(
  store: ContentStore,
  space: Space,
  kind: ApiKeyKind,
  wanted: string,
): Promise<ApiKeyRecord | undefined> {
  const found = await store.findApiKey({ key: wanted })
  if (found && (found.spaceId !== space.id || found.kind !== kind)) {
    throw new ValidationError(
      `${ENV_NAMES[kind]} is already used as a ${found.kind} key of space ${found.spaceId}`,
    )
  }
  return found
}

async function ensureKey(
  store: ContentStore,
  space: Space,
  kind: ApiKeyKind,
  wanted: string | undefined,
  createdKeys: ApiKeyRecord[],
): Promise<ApiKeyRecord> {
  const existing =
    wanted === undefined
      ? (await store.listApiKeys({ spaceId: space.id })).find((key) => key.kind === kind)
      : await findWanted(store, space, kind, wanted)
  if (existing) return existing
  try {
    const created = await store.createApiKey({
      spaceId: space.id,
      kind,
      ...(wanted === undefined ? {} : { key: wanted }),
    })
    createdKeys.push(created)
    return created
  } catch (error: unknown) {
    // Another instance created the configured key first.
    const raced =
      error instanceof ConflictError && wanted !== undefined
        ? await findWanted(store, space, kind, wanted)
        : undefined
    if (!raced) throw error
    return raced
  }
}

/**
 * Makes sure the database has a space to serve, with a public and a private key and the
 * default models ({@link DEFAULT_MODELS}). An empty database gets the space `default`; the
 * configured keys (TESSERA_PUBLIC_KEY, TESSERA_PRIVATE_KEY) are created in the first space
 * when missing, else random keys are created when the space has none of a kind. Safe to call
 * on every start and from several instances at once. A configured key that exists with the
 * other kind or in another space is a ValidationError.
 * @example
 * const { space, publicKey, createdKeys } = await ensureSpace({ store, publicKey: config.publicKey })
 */
export async function ensureSpace(options: EnsureSpaceOptions): Promise<EnsuredSpace> {
  const { store } = options
  const { space, isNew } = await firstSpace(store)
  const createdKeys: ApiKeyRecord[] = []
  const publicKey = await ensureKey(store, space, 'public', options.publicKey, createdKeys)
  const privateKey = await ensureKey(store, space, 'private', options.privateKey, createdKeys)
  for (const model of DEFAULT_MODELS) {
    if (await store.getModel({ spaceId: space.id, name: model.name })) continue
    await store.upsertModel({ spaceId: space.id, name: model.name, kind: model.kind })
  }
  return { space, isNew, publicKey, privateKey, createdKeys }
}
