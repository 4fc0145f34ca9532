import type { Entry } from '@tessera/core'
import { describe, expect, it, vi } from 'vitest'
import { applyPatch, applyPatchUpdates, parsePointer } from './apply-patches.ts'

const text = (id: string, value: string) => ({
  '@type': '@builder.io/sdk:Element' as const,
  id,
  component: { name: 'Text', options: { text: value } },
})

const content = (): Entry => ({
  id: 'c1',
  data: {
    blocks: [
      text('b1', 'one'),
      {
        '@type': '@builder.io/sdk:Element',
        id: 'cols',
        component: { name: 'Columns', options: { columns: [{ blocks: [text('b2', 'two')] }] } },
      },
    ],
  },
})

describe('parsePointer', () => {
  it('splits and unescapes, refusing prototype segments', () => {
    expect(parsePointer('/a~1b/c~0d/0')).toEqual(['a/b', 'c~d', '0'])
    expect(parsePointer('')).toEqual([])
    expect(() => parsePointer('/__proto__/x')).toThrow('Property name "__proto__" is not allowed')
    expect(() => parsePointer('a')).toThrow('Invalid patch path "a"')
  })
})

describe('applyPatch', () => {
  it('adds, appends, replaces and removes without touching other branches', () => {
    const target = { list: [1, 2], keep: { x: 1 }, obj: { a: 1 } }
    const next = applyPatch(target, [
      { op: 'add', path: '/list/0', value: 0 },
      { op: 'add', path: '/list/-', value: 3 },
      { op: 'replace', path: '/obj/a', value: 2 },
      { op: 'remove', path: '/list/1' },
      { op: 'add', path: '/obj/b', value: 1 },
      { op: 'remove', path: '/obj/a' },
    ])
    expect(next).toEqual({ list: [0, 2, 3], keep: { x: 1 }, obj: { b: 1 } })
    expect(next.keep).toBe(target.keep)
    expect(target).toEqual({ list: [1, 2], keep: { x: 1 }, obj: { a: 1 } })
  })

  it('refuses bad array indexes', () => {
    expect(() => applyPatch({ list: [] }, [{ op: 'add', path: '/list/5', value: 1 }])).toThrow(
      'Patch path "/list/5" has an invalid array index',
    )
  })
})

describe('applyPatchUpdates', () => {
  it('applies operations to the content and to blocks found by id', () => {
    const input = content()
    const next = applyPatchUpdates(input, {
      c1: [{ op: 'replace', path: '/data/title', value: 'T' }],
      b2: [{ op: 'replace', path: '/component/options/text', value: 'TWO' }],
      unknown: [{ op: 'replace', path: '/x', value: 1 }],
    })
    expect(next.data?.title).toBe('T')
    const columns = next.data?.blocks?.[1]?.component?.options?.columns as Array<{
      blocks: Array<{ component: { options: { text: string } } }>
    }>
    expect(columns[0]?.blocks[0]?.component.options.text).toBe('TWO')
    expect(next.data?.blocks?.[0]).toBe(input.data?.blocks?.[0])
  })

  it('reports and skips refused operations', () => {
    const onRefused = vi.fn()
    const input = content()
    const next = applyPatchUpdates(
      input,
      { c1: [{ op: 'add', path: '/constructor/prototype/polluted', value: 1 }] },
      onRefused,
    )
    expect(next).toBe(input)
    expect(onRefused).toHaveBeenCalledWith('c1', expect.any(Error))
    expect((onRefused.mock.calls[0]?.[1] as Error).message).toBe(
      'Property name "constructor" is not allowed',
    )
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
