import { describe, expect, it } from 'vitest'
import {
  PACKAGE_RULES,
  checkImport,
  checkTestSupportImport,
  isShippedSource,
  packageOf,
} from './dependency-rules.ts'

const rule = (name: string) => {
  const found = PACKAGE_RULES.find((r) => r.name === name)
  if (!found) throw new Error(name)
  return found
}

describe('checkImport', () => {
  const none = new Set<string>()

  it('refuses workspace packages, React and node builtins in core', () => {
    expect(checkImport(rule('@tessera/core'), '@tessera/sdk', none)).toEqual([
      '@tessera/core must not import @tessera/sdk',
    ])
    expect(checkImport(rule('@tessera/core'), 'react', none)).toEqual([
      '@tessera/core must not import React ("react")',
    ])
    expect(checkImport(rule('@tessera/core'), 'node:fs', none)).toEqual([
      '@tessera/core must not import the node builtin "node:fs"',
    ])
    expect(checkImport(rule('@tessera/core'), 'crypto', none)).toHaveLength(1)
  })

  it('lets sdk import core only', () => {
    expect(checkImport(rule('@tessera/sdk'), '@tessera/core', none)).toEqual([])
    expect(checkImport(rule('@tessera/sdk'), '@tessera/react', none)).toEqual([
      '@tessera/sdk must not import @tessera/react',
    ])
  })

  it('keeps the server away from sdk and react but allows node', () => {
    expect(checkImport(rule('@tessera/server'), '@tessera/sdk', none)).toHaveLength(1)
    expect(checkImport(rule('@tessera/server'), 'node:http', none)).toEqual([])
  })

  it('requires third-party imports to be declared', () => {
    expect(checkImport(rule('@tessera/core'), 'acorn', new Set(['acorn']))).toEqual([])
    expect(checkImport(rule('@tessera/core'), 'lodash/get', none)).toEqual([
      '@tessera/core imports "lodash", which its package.json does not declare',
    ])
    expect(checkImport(rule('@tessera/core'), './local.ts', none)).toEqual([])
  })

  it('finds the package of a specifier', () => {
    expect(packageOf('@a/b/c')).toBe('@a/b')
    expect(packageOf('a/b')).toBe('a')
  })
})

describe('test support', () => {
  it('ships neither tests, type tests nor test support', () => {
    expect(isShippedSource('src/a/b.ts')).toBe(true)
    expect(isShippedSource('src/a/b.tsx')).toBe(true)
    expect(isShippedSource('src/a/b.test.tsx')).toBe(false)
    expect(isShippedSource('src/a/b.test-d.ts')).toBe(false)
    expect(isShippedSource('src/a/b.test-support.tsx')).toBe(false)
    expect(isShippedSource('src/a/README.md')).toBe(false)
  })

  it('refuses test support imported by shipped code, not by tests or other support', () => {
    expect(checkTestSupportImport('src/a.ts', 'src/b.test-support.ts')).toEqual([
      'src/a.ts is shipped but imports the test support src/b.test-support.ts',
    ])
    expect(checkTestSupportImport('src/a.test.ts', 'src/b.test-support.ts')).toEqual([])
    expect(checkTestSupportImport('src/a.test-support.ts', 'src/b.test-support.tsx')).toEqual([])
    expect(checkTestSupportImport('src/a.ts', 'src/b.ts')).toEqual([])
  })
})
