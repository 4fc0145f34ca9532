import { describe, expect, it } from 'vitest'
import { absoluteTime } from '../revisions/revision-format.ts'
import { windowLabel } from './variation-window-form.tsx'
import type { TestGroup } from './variations.ts'

const group = (window: TestGroup['window']): TestGroup => ({
  id: 'v1',
  name: 'B',
  share: 0.5,
  isDefault: false,
  window,
})

describe('windowLabel', () => {
  it('says whether a dated variation is yet to start, live or over', () => {
    expect(windowLabel(group({}), 5)).toBeUndefined()
    expect(windowLabel(group({ start: 10_000 }), 5)).toBe(`Starts ${absoluteTime(10_000)}`)
    expect(windowLabel(group({ start: 1 }), 5)).toBe('Live')
    expect(windowLabel(group({ end: 10_000 }), 5)).toBe(`Live until ${absoluteTime(10_000)}`)
    expect(windowLabel(group({ end: 4 }), 5)).toBe(
      `Ended ${absoluteTime(4)}: visitors get the default`,
    )
  })
})
