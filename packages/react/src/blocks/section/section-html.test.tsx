import type { Block } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { renderBlocksBothWays } from '../../static-html/render-both-ways.test-support.tsx'

const section = (options: Record<string, unknown>): Block => ({
  '@type': '@builder.io/sdk:Element',
  id: 's',
  component: { name: 'Core:Section', options },
  children: [{ '@type': '@builder.io/sdk:Element', id: 'kid' }],
})

describe('sectionHtml', () => {
  it('renders the section with its max width and children as React does', () => {
    for (const options of [
      {},
      { maxWidth: 800 },
      { maxWidth: 0 },
      { maxWidth: '9' },
      { lazyLoad: false },
    ]) {
      const result = renderBlocksBothWays([section(options)])
      expect(result.fast).toBe(result.slow)
      expect(result.fastLists).toBe(1)
    }
    expect(renderBlocksBothWays([section({ maxWidth: 800 })]).fast).toContain(
      'box-sizing:border-box;max-width:800px;display:flex',
    )
  })

  it('leaves lazy sections to React (a client render defers their children)', () => {
    const result = renderBlocksBothWays([section({ lazyLoad: true })])
    expect(result.fast).toBe(result.slow)
    expect(result.fastLists).toBe(0)
  })
})
