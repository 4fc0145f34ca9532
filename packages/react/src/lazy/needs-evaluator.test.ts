import type { Entry } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { needsEvaluator } from './needs-evaluator.ts'

const withBlock = (block: Record<string, unknown>): Entry => ({
  id: 'c1',
  data: { blocks: [{ '@type': '@builder.io/sdk:Element', id: 'b1', ...block }] },
})

describe('needsEvaluator', () => {
  it('is false for missing content and content without code', () => {
    expect(needsEvaluator(null)).toBe(false)
    expect(needsEvaluator(undefined)).toBe(false)
    const plain = withBlock({
      component: { name: 'Text', options: { text: 'Hi {single} }}' } },
      bindings: {},
      actions: {},
      repeat: '',
    })
    expect(needsEvaluator(plain)).toBe(false)
    expect(needsEvaluator({ id: 'c2', data: { jsCode: '  ', httpRequests: {} } })).toBe(false)
  })

  it('is true for jsCode, httpRequests, bindings, actions, repeat or {{ anywhere', () => {
    expect(needsEvaluator({ id: 'c', data: { jsCode: 'state.a = 1' } })).toBe(true)
    expect(needsEvaluator({ id: 'c', data: { httpRequests: { a: '/x' } } })).toBe(true)
    expect(needsEvaluator(withBlock({ bindings: { show: 'state.a' } }))).toBe(true)
    expect(needsEvaluator(withBlock({ actions: { click: 'state.a = 1' } }))).toBe(true)
    expect(needsEvaluator(withBlock({ repeat: { collection: 'state.items' } }))).toBe(true)
    expect(
      needsEvaluator(withBlock({ component: { name: 'Text', options: { text: 'Hi {{a}}' } } })),
    ).toBe(true)
  })

  it('looks into variations and nested blocks', () => {
    const nested = withBlock({
      children: [{ '@type': '@builder.io/sdk:Element', id: 'b2', bindings: { show: 'x' } }],
    })
    expect(needsEvaluator(nested)).toBe(true)
    const inVariation: Entry = {
      id: 'c',
      data: { blocks: [] },
      variations: { v1: { id: 'v1', data: { jsCode: 'state.a = 1' } } },
    }
    expect(needsEvaluator(inVariation)).toBe(true)
  })

  it('assumes code when the content is too deep to scan', () => {
    let deep: Record<string, unknown> = { text: 'plain' }
    for (let index = 0; index < 300; index += 1) deep = { child: deep }
    expect(needsEvaluator({ id: 'c', data: { deep } as Entry['data'] })).toBe(true)
  })
})
