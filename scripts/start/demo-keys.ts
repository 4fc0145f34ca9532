import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/** The API keys the demo's service and site share. */
export interface DemoKeys {
  publicKey: string
  privateKey: string
}

function isKeys(value: unknown): value is DemoKeys {
  const keys = value as Partial<DemoKeys> | null
  return typeof keys?.publicKey === 'string' && typeof keys.privateKey === 'string'
}

/**
 * The demo's keys: from the environment (TESSERA_PUBLIC_KEY, TESSERA_PRIVATE_KEY), else from
 * `file`, else new random ones written to `file` (mode 0600), so every start of the demo uses
 * the same keys and the site can read content from the service.
 * @throws Error when `file` exists but does not hold keys
 */
export function loadDemoKeys(file: string, env: NodeJS.ProcessEnv = process.env): DemoKeys {
  if (env.TESSERA_PUBLIC_KEY && env.TESSERA_PRIVATE_KEY) {
    return { publicKey: env.TESSERA_PUBLIC_KEY, privateKey: env.TESSERA_PRIVATE_KEY }
  }
  if (existsSync(file)) {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'))
    if (!isKeys(stored)) throw new Error(`${file} does not hold { publicKey, privateKey }`)
    return stored
  }
  const keys = {
    publicKey: randomBytes(16).toString('hex'),
    privateKey: randomBytes(16).toString('hex'),
  }
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 })
  return keys
}
