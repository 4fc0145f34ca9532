import { build } from 'esbuild'
import type { Plugin } from 'esbuild'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
// What React Server Components may not call: client-only React APIs.
const CLIENT_ONLY =
  /\b(createContext|useState|useEffect|useLayoutEffect|useContext|useRef|useSyncExternalStore|Component)\b/

/** As an RSC bundler does: a `'use client'` module is a reference, not code, on the server. */
const clientBoundaries: Plugin = {
  name: 'client-boundaries',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /packages\/react\/src\/.*\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8')
      if (!/^'use client'/.test(source)) return undefined
      return { contents: 'export {}', loader: 'ts' }
    })
  },
}

/** `contents` bundled as an RSC bundler would for the server (`react-server` condition). */
function buildForServer(contents: string) {
  return build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    conditions: ['react-server'],
    external: ['react', 'react-dom'],
    plugins: [clientBoundaries],
    metafile: true,
    logLevel: 'silent',
  })
}

describe('@tessera/react in React Server Components', () => {
  it('imports without client-only React APIs (Content and Blocks are client components)', async () => {
    const result = await buildForServer(
      "export { Content, Blocks, fetchOneEntry, registerComponent } from '@tessera/react'",
    )
    const inputs = Object.keys(result.metafile.inputs)
    // The renderer and the widgets stay out: `#renderer`/`#widgets` resolve to their stubs.
    expect(inputs).toContain('packages/react/src/chunks/renderer-loader.react-server.ts')
    expect(inputs).not.toContain('packages/react/src/blocks-renderer/block.tsx')
    expect(inputs).not.toContain('packages/react/src/widgets/carousel/carousel.tsx')
    const reactImports = [
      ...(result.outputFiles[0]?.text ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*"react"/g),
    ]
    const names = reactImports.flatMap((match) => (match[1] ?? '').split(','))
    expect(names.filter((name) => CLIENT_ONLY.test(name))).toEqual([])
  })

  it('strips entries in React Server Components (`@tessera/react/server-blocks`)', async () => {
    const result = await buildForServer(
      "export { stripServerBlocks } from '@tessera/react/server-blocks'",
    )
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs).toContain('packages/react/src/server-blocks/strip-server-blocks.ts')
    // Nothing of the renderer: the names it decides by are data (`server-html-names.ts`).
    expect(
      inputs.filter((input) =>
        /packages\/react\/src\/(blocks-renderer|registry|content)\//.test(input),
      ),
    ).toEqual([])
    const text = result.outputFiles[0]?.text ?? ''
    expect(text).not.toMatch(/from\s*"react"/)
  })
})
