import type { Block } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { hasInterpolation, hasNoDynamicParts } from './is-static-block.ts'

const block = (extra: Record<string, unknown>) =>
  ({ '@type': '@builder.io/sdk:Element', ...extra }) as Block

describe('hasNoDynamicParts', () => {
  it('accepts blocks without, or with empty, repeat, actions and animations, bound or not', () => {
    expect(hasNoDynamicParts(block({}))).toBe(true)
    expect(hasNoDynamicParts(block({ bindings: { 'component.options.text': 'state.x' } }))).toBe(
      true,
    )
    expect(
      hasNoDynamicParts(block({ repeat: null, bindings: {}, actions: {}, animations: [] })),
    ).toBe(true)
  })

  it('refuses any of them when present', () => {
    for (const extra of [
      { repeat: { collection: 'state.items' } },
      { actions: { click: 'state.n = 1' } },
      { animations: [{ trigger: 'hover', steps: [], duration: 1 }] },
    ]) {
      expect(hasNoDynamicParts(block(extra)), JSON.stringify(extra)).toBe(false)
    }
  })
})

describe('hasInterpolation', () => {
  it('finds {{ in top-level string options only', () => {
    expect(hasInterpolation({ text: 'a {{state.x}}' })).toBe(true)
    expect(hasInterpolation({ text: 'a { {', n: 1, nested: { text: '{{x}}' } })).toBe(false)
  })
})
