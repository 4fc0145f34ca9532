// Worker thread of the query pool (see query-pool.ts). The package ships TypeScript sources,
// so the worker registers tsx's loader for itself, as bin/tessera.js does for the CLI.
import { register } from 'tsx/esm/api'

register()
await import('./query-worker-main.ts')
