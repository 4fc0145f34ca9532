import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { folderEntryPoints } from './folder-entry-points.ts'

const REACT_PACKAGE = fileURLToPath(new URL('../../packages/react/', import.meta.url))

function resolve(id: string): unknown {
  const hook = folderEntryPoints(REACT_PACKAGE).resolveId
  if (typeof hook !== 'object' || hook === null) throw new Error('expected an ordered hook')
  return (hook.handler as (id: string) => unknown)(id)
}

describe('folderEntryPoints', () => {
  it("rewrites a folder entry point of a package without exports to its folder's main", () => {
    expect(resolve('@atlaskit/pragmatic-drag-and-drop/element/adapter')).toEqual({
      id: '@atlaskit/pragmatic-drag-and-drop/dist/cjs/entry-point/element/adapter.js',
      external: true,
    })
  })

  it('leaves packages with an exports map, bare names and relative imports alone', () => {
    expect(resolve('react-dom/client')).toBeNull()
    expect(resolve('react')).toBeNull()
    expect(resolve('./find-drop-place.ts')).toBeNull()
  })
})
