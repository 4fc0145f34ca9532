import { describe, expect, it } from 'vitest'
import { isJsonObject, mergePatch } from './merge-patch.ts'

describe('mergePatch', () => {
  it('merges objects key by key at any depth', () => {
    const target = { name: 'A', data: { title: 'T', state: { a: 1, b: 2 } } }
    expect(mergePatch(target, { data: { state: { b: 3 } } })).toEqual({
      name: 'A',
      data: { title: 'T', state: { a: 1, b: 3 } },
    })
  })

  it('replaces arrays as a whole', () => {
    const target = { data: { blocks: [{ id: 'a' }, { id: 'b' }] } }
    expect(mergePatch(target, { data: { blocks: [{ id: 'c' }] } })).toEqual({
      data: { blocks: [{ id: 'c' }] },
    })
  })

  it('removes keys patched with null', () => {
    expect(
      mergePatch({ name: 'A', endDate: 5, data: { x: 1 } }, { endDate: null, data: { x: null } }),
    ).toEqual({ name: 'A', data: {} })
  })

  it('replaces a non-object with an object patch', () => {
    expect(mergePatch({ meta: 3 }, { meta: { kind: 'page', gone: null } })).toEqual({
      meta: { kind: 'page' },
    })
  })

  it('leaves its arguments unchanged', () => {
    const target = { data: { a: 1 } }
    const patch = { data: { b: 2 } }
    mergePatch(target, patch)
    expect(target).toEqual({ data: { a: 1 } })
    expect(patch).toEqual({ data: { b: 2 } })
  })

  it('keeps a __proto__ key of parsed JSON an own key', () => {
    const patch = JSON.parse('{"__proto__":{"polluted":true}}') as Record<string, unknown>
    const result = mergePatch({}, patch)
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype)
    expect(Object.hasOwn(result, '__proto__')).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('ignores inherited keys of the target', () => {
    expect(mergePatch({}, { toString: { a: 1 } })).toEqual({ toString: { a: 1 } })
  })
})

describe('isJsonObject', () => {
  it('accepts objects only', () => {
    expect(isJsonObject({})).toBe(true)
    expect(isJsonObject([])).toBe(false)
    expect(isJsonObject(null)).toBe(false)
    expect(isJsonObject('x')).toBe(false)
  })
})
