import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { PACKAGE_RULES, checkImport } from './dependency-rules.ts'

const ROOT = resolve(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    // Tests and their support files (`test-*.ts(x)`, beside the tests) are not shipped.
    const isTest = /\.test(-d)?\.tsx?$/.test(entry.name) || /^test-.+\.tsx?$/.test(entry.name)
    return /\.(ts|tsx|mts)$/.test(entry.name) && !isTest ? [path] : []
  })
}

interface ImportRef {
  specifier: string
  /** `import type` / `export type`: erased at compile time, so never part of a runtime cycle. */
  typeOnly: boolean
}

function importsOf(file: string): ImportRef[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const refs: ImportRef[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = node.importClause?.isTypeOnly === true
      refs.push({ specifier: node.moduleSpecifier.text, typeOnly })
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      refs.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly })
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      refs.push({ specifier: node.arguments[0].text, typeOnly: false })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return refs
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (path) => existsSync(path) && !path.endsWith('/'),
  )
}

/** Finds one import cycle among files, or undefined. */
function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'visiting' | 'done'>()
  const stack: string[] = []
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined
    if (state.get(node) === 'visiting') return [...stack.slice(stack.indexOf(node)), node]
    state.set(node, 'visiting')
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    stack.pop()
    state.set(node, 'done')
    return undefined
  }
  for (const node of graph.keys()) {
    const cycle = visit(node)
    if (cycle) return cycle
  }
  return undefined
}

describe.each(PACKAGE_RULES.filter((rule) => existsSync(join(ROOT, rule.dir))))(
  'dependency direction of $name',
  (rule) => {
    const pkgJson = JSON.parse(readFileSync(join(ROOT, rule.dir, 'package.json'), 'utf8')) as {
      name: string
      dependencies?: Record<string, string>
      peerDependencies?: Record<string, string>
      imports?: Record<string, unknown>
    }
    // `#name` specifiers are the package's own subpath imports (its `imports` map).
    const declared = new Set([
      ...Object.keys(pkgJson.dependencies ?? {}),
      ...Object.keys(pkgJson.peerDependencies ?? {}),
      ...Object.keys(pkgJson.imports ?? {}),
    ])
    const files = sourceFiles(join(ROOT, rule.dir, 'src'))

    it('has source files and the expected name', () => {
      expect(pkgJson.name).toBe(rule.name)
      expect(files.length).toBeGreaterThan(0)
    })

    it('declares only allowed workspace packages as dependencies', () => {
      const workspaceDeps = [...declared].filter((name) => name.startsWith('@tessera/'))
      expect(workspaceDeps.filter((name) => !rule.allowed.includes(name))).toEqual([])
    })

    it('imports only what its layer allows', () => {
      const problems = files.flatMap((file) =>
        importsOf(file).flatMap(({ specifier }) =>
          checkImport(rule, specifier, declared).map((p) => `${relative(ROOT, file)}: ${p}`),
        ),
      )
      expect(problems).toEqual([])
    })

    it('has no import cycles', () => {
      const graph = new Map(
        files.map((file) => [
          file,
          importsOf(file)
            .filter((ref) => !ref.typeOnly && ref.specifier.startsWith('.'))
            .map((ref) => resolveRelative(file, ref.specifier))
            .filter((path): path is string => path !== undefined),
        ]),
      )
      expect(findCycle(graph)?.map((file) => relative(ROOT, file))).toBeUndefined()
    })
  },
)
