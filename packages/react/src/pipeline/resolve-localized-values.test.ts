import { ELEMENT_TYPE, LOCALIZED_VALUE_TYPE } from '@tessera/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { resolveLocalizedValues } from './resolve-localized-values.ts'

// The previous implementation, kept as the oracle.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}
function resolveBefore(value: unknown, locale: string | undefined, onMissing: () => void): unknown {
  if (Array.isArray(value)) {
    let changed = false
    const next = value.map((item) => {
      const resolved = resolveBefore(item, locale, onMissing)
      if (resolved !== item) changed = true
      return resolved
    })
    return changed ? next : value
  }
  if (!isPlainObject(value)) return value
  if (value['@type'] === LOCALIZED_VALUE_TYPE) {
    if (locale === undefined) onMissing()
    const localized =
      locale !== undefined && Object.hasOwn(value, locale) ? value[locale] : undefined
    return localized ?? value.Default
  }
  if (value['@type'] === ELEMENT_TYPE) return value
  let next: Record<string, unknown> | undefined
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue
    const item = value[key]
    const resolved = resolveBefore(item, locale, onMissing)
    if (resolved !== item) {
      next ??= { ...value }
      next[key] = resolved
    }
  }
  return next ?? value
}

const localized = fc
  .record(
    { Default: fc.string(), en: fc.string(), fr: fc.constant(undefined) },
    { requiredKeys: [] },
  )
  .map((values) => ({ '@type': LOCALIZED_VALUE_TYPE, ...values }))
const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small' },
    fc.oneof(fc.string(), fc.integer(), fc.constantFrom(null, undefined, true)),
    localized,
    fc.constant({ '@type': ELEMENT_TYPE, component: { options: { text: { '@type': 'x' } } } }),
    fc.array(tie('tree'), { maxLength: 4 }),
    fc.sparseArray(localized, { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'text', '@type'), tie('tree'), { maxKeys: 4 }),
  ),
}))

describe('resolveLocalizedValues', () => {
  it('resolves as the previous implementation, keeping unchanged objects and holes', () => {
    fc.assert(
      fc.property(tree, fc.constantFrom(undefined, 'en', 'fr', 'de'), (value, locale) => {
        let missing = 0
        let missingBefore = 0
        const resolved = resolveLocalizedValues(value, locale, () => (missing += 1))
        const expected = resolveBefore(value, locale, () => (missingBefore += 1))
        expect(resolved).toStrictEqual(expected)
        expect(resolved === value).toBe(expected === value)
        expect(missing).toBe(missingBefore)
      }),
      { numRuns: 2000 },
    )
  })

  it('keeps the identity of objects without localized values, and holes', () => {
    const options = { text: 'x', columns: [{ blocks: [{ '@type': ELEMENT_TYPE, id: 'b' }] }] }
    expect(resolveLocalizedValues(options, 'en')).toBe(options)
    const sparse: unknown[] = []
    sparse[1] = { '@type': LOCALIZED_VALUE_TYPE, Default: 'd' }
    const resolved = resolveLocalizedValues(sparse, 'en') as unknown[]
    expect(resolved).toHaveLength(2)
    expect(resolved[1]).toBe('d')
    expect(0 in resolved).toBe(false)
  })
})
