import { builtinModules } from 'node:module'

/**
 * The dependency direction of the workspace (core ← sdk ← react ← apps; core ← server), as data.
 * `allowed` lists the workspace packages a package may import; `forbidNode` bans node builtins.
 */
export interface PackageRule {
  dir: string
  name: string
  allowed: string[]
  forbidReact: boolean
  forbidNode: boolean
  /** Whether the top-level folders of `src` must import each other without a cycle. */
  acyclicFolders: boolean
}

export const PACKAGE_RULES: PackageRule[] = [
  {
    dir: 'packages/core',
    name: '@tessera/core',
    allowed: [],
    forbidReact: true,
    forbidNode: true,
    acyclicFolders: true,
  },
  {
    dir: 'packages/sdk',
    name: '@tessera/sdk',
    allowed: ['@tessera/core'],
    forbidReact: true,
    forbidNode: true,
    acyclicFolders: true,
  },
  {
    dir: 'packages/react',
    name: '@tessera/react',
    allowed: ['@tessera/core', '@tessera/sdk'],
    forbidReact: false,
    forbidNode: true,
    acyclicFolders: true,
  },
  {
    dir: 'packages/server',
    name: '@tessera/server',
    allowed: ['@tessera/core'],
    forbidReact: true,
    forbidNode: false,
    // Not yet: forms ↔ mail, permissions ↔ routes and routes ↔ write import each other.
    acyclicFolders: false,
  },
]

const NODE_BUILTINS = new Set(builtinModules)

/** The package name of a bare specifier (`@scope/name/sub` → `@scope/name`). */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier)
}

export function isNodeBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || NODE_BUILTINS.has(packageOf(specifier))
}

/** Problems with one import of a package's source file; empty when the import is allowed. */
export function checkImport(
  rule: PackageRule,
  specifier: string,
  declared: ReadonlySet<string>,
): string[] {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return []
  const pkg = packageOf(specifier)
  if (isNodeBuiltin(specifier)) {
    return rule.forbidNode ? [`${rule.name} must not import the node builtin "${specifier}"`] : []
  }
  if (pkg === 'react' || pkg === 'react-dom') {
    return rule.forbidReact ? [`${rule.name} must not import React ("${specifier}")`] : []
  }
  if (pkg.startsWith('@tessera/') || pkg.startsWith('apps/')) {
    if (pkg === rule.name) return [`${rule.name} must import itself relatively ("${specifier}")`]
    return rule.allowed.includes(pkg) ? [] : [`${rule.name} must not import ${pkg}`]
  }
  return declared.has(pkg)
    ? []
    : [`${rule.name} imports "${pkg}", which its package.json does not declare`]
}

/**
 * Test support: the helpers, fixtures and harnesses tests share, named `x.test-support.ts(x)`
 * and kept beside their tests (or in `testing/` when several folders use them).
 */
export const TEST_SUPPORT = /\.test-support\.tsx?$/
/** Tests (`x.test.ts(x)`) and type tests (`x.test-d.ts`). */
export const TEST = /\.test(-d)?\.tsx?$/

/** Whether a source file is shipped: a TypeScript module that is neither a test nor test support. */
export function isShippedSource(path: string): boolean {
  return /\.(ts|tsx|mts)$/.test(path) && !TEST.test(path) && !TEST_SUPPORT.test(path)
}

/** Problems with the import of the file `to` by the file `from`: shipped code uses no test support. */
export function checkTestSupportImport(from: string, to: string): string[] {
  return isShippedSource(from) && TEST_SUPPORT.test(to)
    ? [`${from} is shipped but imports the test support ${to}`]
    : []
}
