import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { bundledEditorDir } from './bundled-editor.ts'

describe('bundledEditorDir', () => {
  let dir: string | undefined
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))

  it('finds the built editor shipped in the package folder', () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-pkg-'))
    mkdirSync(join(dir, 'editor'))
    writeFileSync(join(dir, 'editor/index.html'), '<!doctype html>')
    expect(bundledEditorDir(pathToFileURL(`${dir}/`))).toBe(join(dir, 'editor/'))
  })

  it('is undefined without one (the repository: the sources ship no editor)', () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-pkg-'))
    expect(bundledEditorDir(pathToFileURL(`${dir}/`))).toBeUndefined()
    expect(bundledEditorDir()).toBeUndefined()
  })
})
