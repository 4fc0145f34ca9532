import { afterEach, beforeEach, describe, expect, it } from 'vitest'
// The query the editor's rules editor writes (tests may reach across workspaces).
import { writeQuery } from '../../../../apps/editor/src/targeting/targeting-rules.ts'
import type { TargetingRule } from '../../../../apps/editor/src/targeting/targeting-rules.ts'
import { createContentTestHarness } from './content-harness.test-support.ts'
import type { ContentTestHarness } from './content-harness.test-support.ts'

let h: ContentTestHarness
beforeEach(async () => {
  h = await createContentTestHarness()
})
afterEach(() => h.close())

/** The ids the content API answers for a visitor with these attributes. */
async function served(attributes: Record<string, unknown>): Promise<string[]> {
  const json = encodeURIComponent(JSON.stringify(attributes))
  const response = await h.get(`/api/v3/content/page?userAttributes=${json}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { results: Array<{ id: string }> }).results.map((e) => e.id)
}

async function pageWith(id: string, rules: TargetingRule[], priority?: number) {
  await h.addEntry('page', {
    id,
    query: writeQuery(rules),
    ...(priority === undefined ? {} : { priority }),
  })
}

describe('rules written by the editor, served by the content API', () => {
  it('picks or skips a page by path, device, host, locale and custom attributes', async () => {
    await pageWith('shop', [
      { property: 'urlPath', operator: 'matches', values: ['/shop/*'] },
      { property: 'device', operator: 'is', values: ['mobile', 'tablet'] },
      { property: 'host', operator: 'endsWith', values: ['.example.com'] },
      { property: 'locale', operator: 'startsWith', values: ['en'] },
      { property: 'plan', operator: 'is', values: ['pro'] },
    ])
    const visitor = {
      urlPath: '/shop/shoes',
      device: 'tablet',
      host: 'eu.example.com',
      locale: 'en-GB',
      plan: 'pro',
    }
    expect(await served(visitor)).toEqual(['shop'])
    expect(await served({ ...visitor, urlPath: '/shop/shoes/red' })).toEqual([])
    expect(await served({ ...visitor, device: 'desktop' })).toEqual([])
    expect(await served({ ...visitor, host: 'example.org' })).toEqual([])
    expect(await served({ ...visitor, locale: 'de-DE' })).toEqual([])
    expect(await served({ ...visitor, plan: 'free' })).toEqual([])
    const { plan: _plan, ...withoutPlan } = visitor
    expect(await served(withoutPlan)).toEqual([])
  })

  it('serves the "starts with" and "contains" path rules and puts the higher priority first', async () => {
    await pageWith('blog', [{ property: 'urlPath', operator: 'startsWith', values: ['/blog'] }])
    await pageWith('sale', [{ property: 'urlPath', operator: 'contains', values: ['sale'] }], 5)
    expect(await served({ urlPath: '/blog/x' })).toEqual(['blog'])
    expect(await served({ urlPath: '/blog/summer-sale' })).toEqual(['sale', 'blog'])
    expect(await served({ urlPath: '/about' })).toEqual([])
  })
})
