import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** The Next.js site. */
export const SITE_DIR = join(ROOT, 'apps/site')
/** Next's CLI, as the site resolves it. */
export const NEXT_BIN = createRequire(join(SITE_DIR, 'package.json')).resolve('next/dist/bin/next')
/** The content service's CLI. */
export const TESSERA_BIN = join(ROOT, 'packages/server/bin/tessera.js')
/** Where screenshots go (gitignored). */
export const ARTIFACTS_DIR = join(ROOT, 'e2e/artifacts')
