import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ADVERSARIAL_PATTERNS,
  ADVERSARIAL_PIECES,
  adversarialAbText,
} from '../query/adversarial-text.test-support.ts'
import { createContentTestHarness } from './content-harness.test-support.ts'
import type { ContentTestHarness } from './content-harness.test-support.ts'

// Issue 16, item 1: `query.data.cssCode.$regex=.*.*.*.*Z` with the public key froze the
// service for more than 40 s. Now $regex runs on RE2 (linear time), in a worker thread, within
// a time bound.

let h: ContentTestHarness

const regexUrl = (pattern: string, field = 'cssCode') =>
  `/api/v3/content/page?query.data.${field}.$regex=${encodeURIComponent(pattern)}&noTargeting=true`

beforeAll(async () => {
  h = await createContentTestHarness()
  await h.addEntry('page', {
    id: 'long',
    data: { cssCode: `${'a'.repeat(50_000)}!`, abText: adversarialAbText(1_000_000) },
  })
})

afterAll(async () => {
  await h.close()
})

function expectOkOrClear400(status: number, body: unknown): void {
  expect([200, 400]).toContain(status)
  if (status === 400) {
    expect(body).toMatchObject({ error: { message: expect.stringMatching(/\$regex|query/) } })
  }
}

describe('regression 16: $regex cannot stall the service', () => {
  it('answers the reported pattern at once', async () => {
    const response = await h.get(regexUrl('.*.*.*.*Z'))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ results: [] })
  })

  it.each(ADVERSARIAL_PATTERNS)(
    'answers %s with 200 or a clear 400, never a 500',
    async (pattern) => {
      const response = await h.get(regexUrl(pattern))
      expectOkOrClear400(response.status, await response.json())
    },
  )

  it('answers fuzzed combinations of adversarial pieces with 200 or a clear 400', async () => {
    const piece = fc.constantFrom(...ADVERSARIAL_PIECES)
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 4 }), async (parts) => {
        const pattern = parts.join('').slice(0, 200)
        const response = await h.get(regexUrl(pattern))
        expectOkOrClear400(response.status, await response.json())
      }),
      { numRuns: 150 },
    )
  })

  it('keeps answering other requests while a slow $regex matches', async () => {
    // About a second of RE2 matching on 1 MB; if it ran on the event loop, /health could only
    // answer after it.
    const order: string[] = []
    const slow = h.get(regexUrl('a[ab]{20}[^ab]', 'abText')).then((response) => {
      order.push('regex')
      return response
    })
    const health = await h.get('/health')
    order.push('health')
    expect(health.status).toBe(200)
    const response = await slow
    expect(order).toEqual(['health', 'regex'])
    expect([200, 400]).toContain(response.status)
  })

  it('stops a match past the time bound with 400 QUERY_TOO_SLOW', async () => {
    // A second service with a 50 ms bound: about a second of matching is far past it.
    const strict = await createContentTestHarness({ queryPool: { timeoutMs: 50 } })
    try {
      await strict.addEntry('page', { id: 'long', data: { abText: adversarialAbText(1_000_000) } })
      const response = await strict.get(regexUrl('a[ab]{20}[^ab]', 'abText'))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: { code: 'QUERY_TOO_SLOW', message: expect.stringContaining('narrow it') },
      })
    } finally {
      await strict.close()
    }
  })
})
