import type { ApiKeyKind, ApiKeyRecord, ContentStore } from '../store/types.ts'

export interface KeysCommandOptions {
  store: ContentStore
  spaceId: string
  action: 'list' | 'create'
  /** Kind of the key to create. */
  kind?: ApiKeyKind
  /** Label of the key to create. Default: "Public key" / "Private key". */
  name?: string
  /** Receives each output line. */
  print: (line: string) => void
}

function keyLine(key: ApiKeyRecord): string {
  return `${key.kind.padEnd(8)} ${key.key}  ${key.name}`
}

/**
 * `tessera keys [list]` prints the keys of the space, one per line (`kind key name`);
 * `tessera keys create --kind public|private [--name n]` creates one and prints it.
 */
export async function keysCommand(options: KeysCommandOptions): Promise<void> {
  const { store, spaceId, print } = options
  if (options.action === 'create') {
    const key = await store.createApiKey({
      spaceId,
      kind: options.kind ?? 'public',
      ...(options.name === undefined ? {} : { name: options.name }),
    })
    print(`Created a ${key.kind} key in space "${spaceId}":`)
    print(keyLine(key))
    return
  }
  const keys = await store.listApiKeys({ spaceId })
  print(`API keys of space "${spaceId}":`)
  for (const key of keys) print(keyLine(key))
}
