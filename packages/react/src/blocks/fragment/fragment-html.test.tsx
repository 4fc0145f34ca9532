import { describe, expect, it } from 'vitest'
import { renderBlocksBothWays } from '../../static-html/render-both-ways.test-support.tsx'

const kid = { '@type': '@builder.io/sdk:Element' as const, id: 'kid', properties: { title: 'k' } }

describe('fragmentHtml', () => {
  it('renders the children only, or nothing', () => {
    for (const children of [[kid, { ...kid, id: 'kid2' }], [], undefined]) {
      const result = renderBlocksBothWays([
        {
          '@type': '@builder.io/sdk:Element',
          id: 'f',
          class: 'dropped',
          component: { name: 'Fragment' },
          children,
        },
      ])
      expect(result.fast).toBe(result.slow)
      expect(result.fast).not.toContain('dropped')
      expect(result.fastLists).toBe(1)
    }
  })
})
