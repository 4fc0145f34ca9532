import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import {
  PACKAGE_RULES,
  checkImport,
  checkTestSupportImport,
  isShippedSource,
} from './dependency-rules.ts'
import { findCycle, folderGraph } from './import-graph.ts'

const ROOT = resolve(import.meta.dirname, '..')
/**
 * Names of test helpers before the `x.test-support.ts` convention (`testing/x.tsx`,
 * `test-fixtures.tsx`, `x-for-test.ts`…). A `test-` prefix alone is no sign: A/B tests are a
 * feature (`test-group.ts`).
 */
const LOOKS_LIKE_TEST_SUPPORT =
  /(^|\/)(testing|test-fixtures)\/|-for-test\.|-test-(helpers?|harness)\.|fixtures?\.tsx?$/

/** The TypeScript files under `dir`, tests and test support included. */
function allSourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : allSourceFiles(path)
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : []
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

/** The relative imports of each file, resolved to files (`typeOnly: false` drops type imports). */
function fileGraph(files: string[], { typeOnly }: { typeOnly: boolean }): Map<string, string[]> {
  return new Map(
    files.map((file) => [
      file,
      importsOf(file)
        .filter((ref) => (typeOnly || !ref.typeOnly) && ref.specifier.startsWith('.'))
        .map((ref) => resolveRelative(file, ref.specifier))
        .filter((path): path is string => path !== undefined),
    ]),
  )
}

/** The source files a package.json `exports` map names (the package's entry points). */
function exportedFiles(packageDir: string, exports: unknown): Set<string> {
  const targets = JSON.stringify(exports ?? {}).match(/"\.\/src\/[^"]+"/g) ?? []
  return new Set(targets.map((target) => join(packageDir, JSON.parse(target) as string)))
}

describe.each(PACKAGE_RULES.filter((rule) => existsSync(join(ROOT, rule.dir))))(
  'dependency direction of $name',
  (rule) => {
    const pkgJson = JSON.parse(readFileSync(join(ROOT, rule.dir, 'package.json'), 'utf8')) as {
      name: string
      dependencies?: Record<string, string>
      peerDependencies?: Record<string, string>
      imports?: Record<string, unknown>
      exports?: unknown
    }
    // `#name` specifiers are the package's own subpath imports (its `imports` map).
    const declared = new Set([
      ...Object.keys(pkgJson.dependencies ?? {}),
      ...Object.keys(pkgJson.peerDependencies ?? {}),
      ...Object.keys(pkgJson.imports ?? {}),
    ])
    const src = join(ROOT, rule.dir, 'src')
    const everyFile = allSourceFiles(src)
    // Tests, type tests and test support (`x.test-support.ts`) are not shipped.
    const files = everyFile.filter(isShippedSource)

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
      const cycle = findCycle(fileGraph(files, { typeOnly: false }))
      expect(cycle?.map((file) => relative(ROOT, file))).toBeUndefined()
    })

    it.runIf(rule.acyclicFolders)(
      'has no import cycle between the top-level folders of src',
      () => {
        // Type imports count: a folder that names another's types depends on it. The entry points
        // (package.json `exports`) and the files directly in `src` stand above every folder.
        const entries = exportedFiles(join(ROOT, rule.dir), pkgJson.exports)
        const folders = folderGraph(src, fileGraph(files, { typeOnly: true }), entries)
        expect(findCycle(folders)).toBeUndefined()
      },
    )

    it('ships no import of test support, which is named x.test-support.ts(x)', () => {
      const problems = [...fileGraph(files, { typeOnly: true })].flatMap(([file, targets]) =>
        targets.flatMap((target) =>
          checkTestSupportImport(relative(ROOT, file), relative(ROOT, target)),
        ),
      )
      expect(problems).toEqual([])
      // Test support is recognised by its name only, so helpers named otherwise would ship.
      const unnamed = files.filter((file) => LOOKS_LIKE_TEST_SUPPORT.test(relative(src, file)))
      expect(unnamed.map((file) => relative(ROOT, file))).toEqual([])
    })
  },
)
