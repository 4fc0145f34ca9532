import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadDemoKeys } from './demo-keys.ts'

const tempFile = () => join(mkdtempSync(join(tmpdir(), 'tessera-keys-')), 'data/demo-keys.json')

describe('loadDemoKeys', () => {
  it('creates random keys once, private to the user, and keeps them', () => {
    const file = tempFile()
    const first = loadDemoKeys(file, {})
    expect(first.publicKey).toMatch(/^[0-9a-f]{32}$/)
    expect(first.privateKey).not.toBe(first.publicKey)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(loadDemoKeys(file, {})).toEqual(first)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first)
  })

  it('takes the keys from the environment when both are set', () => {
    const env = { TESSERA_PUBLIC_KEY: 'pub', TESSERA_PRIVATE_KEY: 'priv' }
    expect(loadDemoKeys(tempFile(), env)).toEqual({ publicKey: 'pub', privateKey: 'priv' })
  })

  it('refuses a file that does not hold keys', () => {
    const file = tempFile()
    loadDemoKeys(file, {})
    writeFileSync(file, '{"publicKey": 1}')
    expect(() => loadDemoKeys(file, {})).toThrow('does not hold { publicKey, privateKey }')
  })
})
