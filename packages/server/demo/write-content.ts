/**
 * Writes the demo content (`src/seed/sample-content.ts`) as Builder JSON into `demo/content/`,
 * formatted with the repository's Prettier settings, and its images into `demo/content/.assets/`
 * as `tessera export` writes a space's files (see `src/seed/demo-assets.ts`):
 * `node --import tsx packages/server/demo/write-content.ts`. Run it after changing the demo;
 * `demo-export.test.ts` fails while the files and the seed differ.
 * @module
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { writeDemoAssets } from '../src/seed/demo-assets.ts'
import { DEMO_CONTENT_DIR, demoFiles } from '../src/seed/demo-export.ts'

await rm(DEMO_CONTENT_DIR, { recursive: true, force: true })
for (const file of demoFiles()) {
  const path = join(DEMO_CONTENT_DIR, file.path)
  const options = (await resolveConfig(path)) ?? {}
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, await format(JSON.stringify(file.entry), { ...options, filepath: path }))
  console.log(file.path)
}
console.log(`.assets: ${await writeDemoAssets(DEMO_CONTENT_DIR)} images`)
