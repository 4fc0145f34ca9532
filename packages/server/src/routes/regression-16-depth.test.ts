import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_DATABASES } from '../store/databases.test-support.ts'
import { createServiceTestHarness } from './service-harness.test-support.ts'
import type { ServiceTestHarness } from './service-harness.test-support.ts'

// Issue 16, item 8: data nested about 4,500 levels deep (or blocks 1,500 deep) answered 500
// "Maximum call stack size exceeded". Now a depth limit answers 400.

/** `{"a":{"a":…"leaf"…}}` as text: JSON.stringify itself cannot go this deep everywhere. */
function nestedJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}"leaf"${'}'.repeat(depth)}`
}

function nestedBlocks(depth: number): unknown[] {
  let blocks: unknown[] = [{ '@type': '@builder.io/sdk:Element', id: 'leaf' }]
  for (let level = 0; level < depth; level += 1) {
    blocks = [{ '@type': '@builder.io/sdk:Element', id: `b${level}`, children: blocks }]
  }
  return blocks
}

let h: ServiceTestHarness

beforeAll(async () => {
  h = await createServiceTestHarness(TEST_DATABASES[0]!)
})

afterAll(async () => {
  await h.close()
})

const write = (body: unknown) =>
  h.get('/api/v1/write/page', {
    method: 'POST',
    headers: { authorization: `Bearer ${h.privateKey}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('regression 16: deeply nested input', () => {
  it.each([
    ['data 4,500 levels deep', `{"name":"deep","data":${nestedJson(4500)}}`],
    ['blocks 1,500 deep', { name: 'deep', data: { blocks: nestedBlocks(1500) } }],
  ])('answers 400 INVALID_BODY to %s and writes nothing', async (_label, body) => {
    const response = await write(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: {
        code: 'INVALID_BODY',
        message: expect.stringMatching(/^Invalid body at data\..+: nested deeper than 256 levels$/),
      },
    })
    expect(await h.store.listEntries({ spaceId: h.spaceId, model: 'page' })).toEqual([])
  })

  it('accepts blocks nested 60 deep', async () => {
    const response = await write({ name: 'fine', data: { blocks: nestedBlocks(60) } })
    expect(response.status).toBe(201)
  })

  it.each(['userAttributes', 'query', 'sort'])(
    'answers a read with %s nested 4,500 deep with 400',
    async (name) => {
      const json = encodeURIComponent(nestedJson(4500))
      const response = await h.get(`/api/v3/content/page?${name}=${json}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: { code: 'INVALID_QUERY', message: `Invalid ${name}: nested deeper than 64 levels` },
      })
    },
  )
})
