import type { Entry } from '@tessera/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { needsEvaluator } from './needs-evaluator.ts'

const withBlock = (block: Record<string, unknown>): Entry => ({
  id: 'c1',
  data: { blocks: [{ '@type': '@builder.io/sdk:Element', id: 'b1', ...block }] },
})

describe('needsEvaluator', () => {
  it('scans each content object once: renders ask again with the same entry', () => {
    let reads = 0
    const count = <T extends object>(value: T): T =>
      new Proxy(value, {
        get(target, key, receiver) {
          reads += 1
          const item: unknown = Reflect.get(target, key, receiver)
          return typeof item === 'object' && item !== null ? count(item) : item
        },
      })
    const content = count(withBlock({ component: { name: 'Text', options: { text: 'Hi' } } }))
    expect(needsEvaluator(content)).toBe(false)
    const first = reads
    expect(first).toBeGreaterThan(5)
    expect(needsEvaluator(content)).toBe(false)
    expect(reads).toBe(first)
    // Another object is scanned.
    expect(needsEvaluator(withBlock({ bindings: { show: 'state.a' } }))).toBe(true)
  })

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

// The previous implementation (own keys only, recursive `some`), kept as the oracle.
const CODE_KEYS: ReadonlySet<string> = new Set(['bindings', 'actions', 'repeat', 'httpRequests'])
function isFilledBefore(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  if (typeof value !== 'object' || value === null) return false
  return Array.isArray(value) ? value.length > 0 : Object.keys(value).length > 0
}
function scanBefore(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('{{')
  if (typeof value !== 'object' || value === null) return false
  if (depth > 200) return true
  if (Array.isArray(value)) return value.some((item) => scanBefore(item, depth + 1))
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue
    const item = (value as Record<string, unknown>)[key]
    if ((CODE_KEYS.has(key) || key === 'jsCode') && isFilledBefore(item)) return true
    if (scanBefore(item, depth + 1)) return true
  }
  return false
}

describe('needsEvaluator, against the previous implementation', () => {
  it('gives the same answer for any JSON content', () => {
    const key = fc.oneof(
      fc.constantFrom('bindings', 'actions', 'repeat', 'httpRequests', 'jsCode', 'text', 'blocks'),
      fc.string({ maxLength: 5 }),
    )
    const text = fc.oneof(
      fc.constantFrom('', ' ', '\t', 'x', '{{a}}', '{ {', 'a {{', '}}'),
      fc.string({ maxLength: 6 }),
    )
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        text,
        fc.constantFrom(0, 1, true, false, null),
        fc.array(tie('tree'), { maxLength: 4 }),
        fc.dictionary(key, tie('tree'), { maxKeys: 5 }),
      ),
    }))
    fc.assert(
      fc.property(tree, (data) => {
        const content = { id: 'c', data } as Entry
        expect(needsEvaluator(content)).toBe(scanBefore(content, 0))
      }),
      { numRuns: 2000 },
    )
  })

  it('agrees at the depth limit', () => {
    for (const levels of [197, 198, 199, 200, 201]) {
      let deep: unknown = { text: 'plain' }
      for (let index = 0; index < levels; index += 1) deep = index % 2 ? { child: deep } : [deep]
      const content = { id: 'c', data: { deep } } as Entry
      expect(needsEvaluator(content)).toBe(scanBefore(content, 0))
    }
  })

  it('also looks at inherited keys (it can only find more code that way)', () => {
    const data = Object.create({ jsCode: 'state.a = 1' }) as Entry['data']
    expect(needsEvaluator({ id: 'c', data })).toBe(true)
  })
})
