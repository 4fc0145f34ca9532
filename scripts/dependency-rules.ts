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
}

export const PACKAGE_RULES: PackageRule[] = [
  { dir: 'packages/core', name: '@tessera/core', allowed: [], forbidReact: true, forbidNode: true },
  {
    dir: 'packages/sdk',
    name: '@tessera/sdk',
    allowed: ['@tessera/core'],
    forbidReact: true,
    forbidNode: true,
  },
  {
    dir: 'packages/react',
    name: '@tessera/react',
    allowed: ['@tessera/core', '@tessera/sdk'],
    forbidReact: false,
    forbidNode: true,
  },
  {
    dir: 'packages/server',
    name: '@tessera/server',
    allowed: ['@tessera/core'],
    forbidReact: true,
    forbidNode: false,
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
