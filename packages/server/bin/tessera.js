#!/usr/bin/env node
// The `tessera` command. Installed from the package, it runs the built JavaScript (dist) with
// plain Node; in the repository (TypeScript sources, no dist shipped with them) it registers
// tsx's loader for this process and runs the sources.
import { existsSync } from 'node:fs'

const sources = new URL('../src/cli/main.ts', import.meta.url)
if (existsSync(sources)) {
  const { register } = await import('tsx/esm/api')
  register()
  await import(sources.href)
} else {
  await import('../dist/cli/main.js')
}
