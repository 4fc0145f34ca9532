// @vitest-environment happy-dom
import type { Entry } from '@tessera/core'
import fc from 'fast-check'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hydrateForTest } from '../testing/render.test-support.tsx'
import { Content } from './content.tsx'
import { RICH_ENTRY } from './rich-entry.test-support.ts'

/** Every path to a key of an object (arrays' items included), parents before children. */
function keyPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return []
  const keys = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value)
  return keys.flatMap((key) => [
    [...prefix, key],
    ...keyPaths((value as Record<string | number, unknown>)[key], [...prefix, key]),
  ])
}

/** A deep copy of `value` without the keys at `paths` (array items are removed). */
function without(value: unknown, paths: (string | number)[][]): Entry {
  const copy = structuredClone(value) as Record<string | number, unknown>
  // Deepest first, and array items from the end, so that earlier paths still point right.
  const ordered = [...paths].sort((a, b) => b.length - a.length || compare(b, a))
  for (const path of ordered) {
    let parent: unknown = copy
    for (const key of path.slice(0, -1)) {
      parent = (parent as Record<string | number, unknown> | undefined)?.[key]
    }
    if (typeof parent !== 'object' || parent === null) continue
    const last = path[path.length - 1] as string | number
    if (Array.isArray(parent)) parent.splice(last as number, 1)
    else delete (parent as Record<string | number, unknown>)[last]
  }
  return copy as Entry
}

function compare(a: (string | number)[], b: (string | number)[]): number {
  return String(a).localeCompare(String(b), 'en', { numeric: true })
}

const PATHS = keyPaths(RICH_ENTRY)

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  warn.mockRestore()
  document.body.innerHTML = ''
})

describe('content with optional fields missing', () => {
  it('the full sample renders', () => {
    const html = renderToString(<Content apiKey="key" content={RICH_ENTRY} />)
    expect(html).toContain('builder-content-id="rich"')
    expect(html).toContain('Hello rich')
  })

  it('content with cssCode and no id renders, its css scoped to the content wrapper', () => {
    const html = renderToString(<Content apiKey="key" content={without(RICH_ENTRY, [['id']])} />)
    expect(html).toContain('div[builder-model] .title { color: red }')
    expect(html).toContain('Hello rich')
  })

  it('never throws on the server, whatever optional fields are missing', () => {
    fc.assert(
      fc.property(fc.subarray(PATHS, { maxLength: 12 }), (paths) => {
        const content = without(RICH_ENTRY, paths)
        expect(() => renderToString(<Content apiKey="key" content={content} />)).not.toThrow()
      }),
      { numRuns: 150 },
    )
  })

  it('hydrates without throwing, whatever optional fields are missing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.subarray(PATHS, { maxLength: 8 }), async (paths) => {
        const content = without(RICH_ENTRY, paths)
        const result = await hydrateForTest(<Content apiKey="key" content={content} />)
        result.unmount()
        result.container.remove()
      }),
      { numRuns: 25 },
    )
  })
})
