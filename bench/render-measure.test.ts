import { describe, expect, it } from 'vitest'
import { generatePage, missingMarkers } from './fixtures/generate-page.ts'
import { prepareRenderers } from './render-measure.ts'

describe('prepareRenderers', () => {
  it('gives every renderer its own copy of the page, so gen-1 mutating its copy changes no other', () => {
    const page = generatePage(6)
    const count = page.entry.data?.blocks?.length
    const prepared = prepareRenderers(page.entry)
    expect(prepared.map((renderer) => renderer.name)).toEqual(['plain', 'tessera', 'gen1', 'gen2'])
    const tessera = prepared.find((renderer) => renderer.name === 'tessera')
    const gen1 = prepared.find((renderer) => renderer.name === 'gen1')
    if (!tessera || !gen1) throw new Error('renderers missing')
    const tesseraBefore = tessera.render()
    expect(missingMarkers(tesseraBefore, page.markers)).toEqual([])

    // Every renderer in column order, as the benchmark checks and warms them up.
    for (const renderer of prepared) renderer.render()

    // gen-1 appends its tracking-pixel block to the entry it renders (what made this necessary)…
    expect(gen1.entry.data?.blocks?.length).toBe((count ?? 0) + 1)
    // …and neither the generated page nor the other renderers' entries see it.
    expect(page.entry.data?.blocks?.length).toBe(count)
    for (const renderer of prepared) {
      if (renderer.name !== 'gen1') expect(renderer.entry.data?.blocks?.length).toBe(count)
      expect(renderer.entry).not.toBe(page.entry)
    }
    expect(tessera.entry).toEqual(page.entry)
    expect(tessera.render()).toBe(tesseraBefore)
    expect(tesseraBefore).not.toContain('builder-pixel')
  }, 30_000)
})
