import { build } from 'esbuild'
import type { Metafile } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { chunkName, staticClosure } from './size-chunks.ts'

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url))

// A page of content without code, hydrated by Tessera's <Content>.
const ENTRY = `
import { Content } from '@tessera/react'
import { hydrateRoot } from 'react-dom/client'
const content = { id: 'c1', data: { blocks: [] } }
hydrateRoot(document.body, <Content apiKey="key" content={content} />)
`

/** Source files (relative to the repo) of a code-split build of a page with `<Content>`. */
export interface SplitInputs {
  /** In the entry chunk or the chunks it imports statically: loaded before any `import()`. */
  initial: string[]
  /** In the other chunks: loaded only by a dynamic `import()`. */
  lazy: string[]
  /**
   * In the lazy `renderer` chunk and the chunks it imports statically, less the initial ones:
   * what a page with interactive blocks loads on top of the initial chunks.
   */
  renderer: string[]
}

/** Bundles a page with `<Content>` (esbuild, code splitting) for `platform`. */
export async function splitInputs(platform: 'browser' | 'node'): Promise<SplitInputs> {
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
  // Chunks of dynamic `import()`s have an `entryPoint` too: the page's is its source file.
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === 'entry.tsx')
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
  const renderer = all.filter((path) => chunkName(path) === 'renderer')
  return {
    initial: inputsOf([...initialChunks]),
    lazy: inputsOf(all.filter((path) => !initialChunks.has(path))),
    renderer: inputsOf(
      [...staticClosure(outputs, renderer)].filter((path) => !initialChunks.has(path)),
    ),
  }
}
