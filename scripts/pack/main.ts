import { fileURLToPath } from 'node:url'
import { packPackages } from './pack-packages.ts'

/**
 * `npm run pack`: builds @tessera/core, sdk, react and server and packs them (tarballs for
 * `npm install`, or to publish), printing each tarball's path.
 * @module
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
for (const [name, { tarball, built }] of Object.entries(packPackages(root))) {
  console.log(`@tessera/${name}: ${tarball}${built ? '' : ' (unchanged, from the cache)'}`)
}
