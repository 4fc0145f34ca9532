import { build } from 'esbuild'
import type { Metafile } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url))

// A page of content without code, hydrated by Tessera's <Content>.
const ENTRY = `
import { Content } from '@tessera/react'
import { hydrateRoot } from 'react-dom/client'
const content = { id: 'c1', data: { blocks: [] } }
hydrateRoot(document.body, <Content apiKey="key" content={content} />)
`

/** Source files of a code-split build, by whether they load before any lazy `import()`. */
async function splitInputs(platform: 'browser' | 'node'): Promise<{
  initial: string[]
  lazy: string[]
}> {
  const { metafile } = await build({
    stdin: { contents: ENTRY, loader: 'tsx', resolveDir: REPO_ROOT, sourcefile: 'entry.tsx' },
    bundle: true,
    format: 'esm',
    platform,
    splitting: true,
    write: false,
    outdir: 'out',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: REPO_ROOT,
  })
  const outputs: Metafile['outputs'] = metafile.outputs
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint !== undefined)
  const initialChunks = new Set<string>(entry === undefined ? [] : [entry])
  for (const path of initialChunks) {
    for (const item of outputs[path]?.imports ?? []) {
      if (item.kind === 'import-statement' && !item.external) initialChunks.add(item.path)
    }
  }
  const inputsOf = (paths: string[]) =>
    paths.flatMap((path) =>
      Object.entries(outputs[path]?.inputs ?? {})
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([input]) => input),
    )
  const all = Object.keys(outputs)
  return {
    initial: inputsOf([...initialChunks]),
    lazy: inputsOf(all.filter((path) => !initialChunks.has(path))),
  }
}

const isEvaluatorCode = (input: string) =>
  /^packages\/core\/src\/evaluator\//.test(input) &&
  !/\/(interpolate-text|evaluator-loader\.browser)\.ts$/.test(input)

describe('the evaluator in a code-split bundle', () => {
  it('is a lazy chunk with the browser condition, out of the initial chunks', async () => {
    const { initial, lazy } = await splitInputs('browser')
    expect(initial).toContain('packages/core/src/evaluator/evaluator-loader.browser.ts')
    expect(initial).toContain('packages/react/src/content/content.tsx')
    expect(initial.filter(isEvaluatorCode)).toEqual([])
    expect(lazy).toContain('packages/core/src/evaluator/evaluator.ts')
    expect(lazy).toContain('packages/core/src/evaluator/parse-program.ts')
  }, 30_000)

  it('is in the initial chunks without the browser condition (the server loader)', async () => {
    const { initial } = await splitInputs('node')
    expect(initial).toContain('packages/core/src/evaluator/evaluator-loader.ts')
    expect(initial).toContain('packages/core/src/evaluator/evaluator.ts')
    expect(initial).not.toContain('packages/core/src/evaluator/evaluator-loader.browser.ts')
  }, 30_000)
})
