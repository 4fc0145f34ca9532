import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { writeRequest } from './fuzz-writes.ts'

const KEYS = { publicKey: 'pub', privateKey: 'priv' }
const requests = fc.sample(writeRequest(KEYS), { seed: 16, numRuns: 1000 })
const textOf = (body: unknown) => (typeof body === 'string' ? body : '')

describe('writeRequest', () => {
  it('writes with POST, PUT, PATCH and DELETE, never GET', () => {
    const methods = new Set(requests.map((request) => request.method))
    expect([...methods].sort()).toEqual(['DELETE', 'PATCH', 'POST', 'PUT'])
  })

  it('reaches the write API, models, tracking, form submissions and uploads', () => {
    const has = (pattern: RegExp) => requests.some((request) => pattern.test(request.path))
    expect(has(/^\/api\/v1\/write\/page$/)).toBe(true)
    expect(has(/^\/api\/v1\/write\/page\/fz-\d/)).toBe(true)
    expect(has(/^\/api\/v1\/models\//)).toBe(true)
    expect(has(/^\/api\/v1\/track/)).toBe(true)
    expect(has(/^\/api\/v1\/form-submit\?apiKey=pub/)).toBe(true)
    expect(has(/^\/api\/v1\/upload/)).toBe(true)
  })

  it('uses the private key mostly, and other credentials at times', () => {
    const auths = requests.map((request) => request.headers?.authorization)
    expect(auths.filter((auth) => auth === 'Bearer priv').length).toBeGreaterThan(500)
    expect(auths).toContain('Bearer pub')
    expect(auths).toContain(undefined)
  })

  it('sends deep, NUL-bearing, malformed, non-UTF-8, multipart and over-size bodies', () => {
    const bodies = requests.map((request) => request.body)
    expect(bodies.some((body) => textOf(body).startsWith('{"id":"fz-deep","data":{"x":[[[['))).toBe(
      true,
    )
    expect(bodies.some((body) => textOf(body).includes('\\u0000'))).toBe(true)
    expect(
      bodies.some((body) => {
        try {
          JSON.parse(textOf(body))
          return false
        } catch {
          return textOf(body) !== ''
        }
      }),
    ).toBe(true)
    expect(bodies.some((body) => body instanceof Uint8Array && body.includes(0xff))).toBe(true)
    expect(bodies.some((body) => body instanceof FormData)).toBe(true)
    expect(bodies.some((body) => textOf(body).length > 1024 * 1024)).toBe(true)
  })

  it('is reproducible with a seed', () => {
    const again = fc.sample(writeRequest(KEYS), { seed: 16, numRuns: 50 })
    expect(again.map((request) => request.path)).toEqual(
      requests.slice(0, 50).map((request) => request.path),
    )
  })
})
