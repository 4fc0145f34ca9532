import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../load-config.ts'
import { createContentTestHarness } from './content-harness.test-support.ts'
import type { ContentTestHarness } from './content-harness.test-support.ts'
import { editorRoutes } from './editor-routes.ts'

let h: ContentTestHarness

beforeEach(async () => {
  h = await createContentTestHarness({
    routes: [
      (deps) =>
        editorRoutes({
          ...deps,
          config: loadConfig(
            { TESSERA_TARGETING_ATTRIBUTES: 'plan=free|pro,country' },
            { previewSecret: 's' },
          ),
        }),
    ],
  })
})
afterEach(() => h.close())

describe('editor config', () => {
  it('hands the editor the targeting attributes the site declares', async () => {
    const response = await h.get('/api/v1/editor/config', {
      headers: { authorization: `Bearer ${h.privateKey}` },
    })
    expect(response.status).toBe(200)
    expect(
      ((await response.json()) as { targetingAttributes: unknown }).targetingAttributes,
    ).toEqual([{ name: 'plan', values: ['free', 'pro'] }, { name: 'country' }])
  })
})
