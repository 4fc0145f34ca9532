import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readRequest } from './fuzz-reads.ts'

const KEYS = { publicKey: 'pub', privateKey: 'priv' }
const requests = fc.sample(readRequest(KEYS), { seed: 16, numRuns: 2000 })
const paths = requests.map((request) => request.path)

describe('readRequest', () => {
  it('makes GET requests of paths on the service', () => {
    expect(
      requests.every((request) => request.method === 'GET' && request.body === undefined),
    ).toBe(true)
    expect(paths.every((path) => path.startsWith('/'))).toBe(true)
  })

  it('reaches the content, query and codegen endpoints, mostly with the public key', () => {
    expect(paths.filter((path) => /^\/api\/v[123]\/content\//.test(path)).length).toBeGreaterThan(
      500,
    )
    expect(paths.some((path) => path.startsWith('/api/v3/query/pub/'))).toBe(true)
    expect(paths.some((path) => path.startsWith('/api/v1/codegen/'))).toBe(true)
    expect(paths.filter((path) => path.includes('apiKey=pub')).length).toBeGreaterThan(1000)
  })

  it('sends query operators, user attributes, sort and paging', () => {
    const has = (pattern: RegExp) => paths.some((path) => pattern.test(path))
    expect(has(/query\.[^=&]*\.%24(regex|in|elemMatch)=/)).toBe(true)
    expect(has(/userAttributes(=|\.)/)).toBe(true)
    expect(has(/sort\./)).toBe(true)
    expect(has(/[?&]limit=/)).toBe(true)
    expect(has(/[?&]offset=/)).toBe(true)
    expect(has(/[?&]fields=/)).toBe(true)
    expect(has(/options\.page\./)).toBe(true)
  })

  it('sends NUL, malformed escapes and hostile names', () => {
    expect(paths.filter((path) => path.includes('%00')).length).toBeGreaterThan(20)
    expect(paths.some((path) => path.includes('%FF') || path.includes('%C0%80'))).toBe(true)
    expect(paths.some((path) => path.includes('__proto__'))).toBe(true)
    expect(paths.some((path) => path.includes('%5B%5B%5B%5B'))).toBe(true)
  })
})
