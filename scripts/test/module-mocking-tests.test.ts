import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { moduleMockingTests } from './module-mocking-tests.ts'

const root = mkdtempSync(join(tmpdir(), 'tessera-mocking-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}

describe('moduleMockingTests', () => {
  it('lists the test files that call vi.mock or vi.doMock, outside node_modules and builds', () => {
    write('packages/a/src/mocks.test.ts', "vi.mock('./x.ts')")
    write('apps/b/src/late.test.tsx', "vi.doMock('./y.ts', () => ({}))")
    write('packages/a/src/plain.test.ts', "vi.fn(); vi.spyOn(console, 'warn')")
    write('packages/a/src/not-a-test.ts', "vi.mock('./x.ts')")
    write('packages/a/node_modules/c/mocks.test.ts', "vi.mock('./x.ts')")
    write('apps/b/.next/mocks.test.ts', "vi.mock('./x.ts')")
    expect(moduleMockingTests(root)).toEqual([
      'apps/b/src/late.test.tsx',
      'packages/a/src/mocks.test.ts',
    ])
  })

  it('finds the repository’s own module-mocking tests', () => {
    const repo = fileURLToPath(new URL('../../', import.meta.url))
    expect(moduleMockingTests(repo)).toContain('packages/core/src/evaluator/evaluator.test.ts')
  })
})
