import { describe, expect, it } from 'vitest'
import { findCycle, folderGraph, topFolder } from './import-graph.ts'

describe('findCycle', () => {
  it('finds a cycle and returns it closed', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ])
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a'])
  })

  it('returns undefined for an acyclic graph, shared descendants included', () => {
    const graph = new Map([
      ['a', ['b', 'c']],
      ['b', ['c']],
      ['c', []],
    ])
    expect(findCycle(graph)).toBeUndefined()
  })
})

describe('folderGraph', () => {
  const src = '/p/src'

  it('names the top-level folder of a file, none for files directly in src', () => {
    expect(topFolder(src, '/p/src/blocks/text/text.tsx')).toBe('blocks')
    expect(topFolder(src, '/p/src/index.ts')).toBeUndefined()
    expect(topFolder(src, '/p/other/x.ts')).toBeUndefined()
  })

  it('joins file imports into folder imports, leaving out imports inside a folder', () => {
    const files = new Map([
      ['/p/src/a/one.ts', ['/p/src/a/two.ts', '/p/src/b/x.ts']],
      ['/p/src/a/two.ts', ['/p/src/b/y/z.ts']],
      ['/p/src/b/x.ts', []],
    ])
    expect(folderGraph(src, files)).toEqual(
      new Map([
        ['a', ['b']],
        ['b', []],
      ]),
    )
  })

  it('shows a cycle between folders that no two files have', () => {
    const files = new Map([
      ['/p/src/a/one.ts', ['/p/src/b/x.ts']],
      ['/p/src/b/y.ts', ['/p/src/a/two.ts']],
    ])
    expect(findCycle(folderGraph(src, files))).toEqual(['a', 'b', 'a'])
  })

  it('leaves out root files and entry points, which re-export from every folder', () => {
    const files = new Map([
      ['/p/src/index.ts', ['/p/src/a/one.ts']],
      ['/p/src/a/one.ts', ['/p/src/b/x.ts']],
      ['/p/src/b/index.ts', ['/p/src/a/one.ts']],
    ])
    const graph = folderGraph(src, files, new Set(['/p/src/b/index.ts']))
    expect(findCycle(graph)).toBeUndefined()
    expect(graph.get('a')).toEqual(['b'])
  })
})
