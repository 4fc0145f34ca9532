// Worker thread of the query pool (see query-pool.ts), from the TypeScript sources (the built
// package starts query-worker-main.js instead): registers tsx's loader, as bin/tessera.js does.
import { register } from 'tsx/esm/api'

register()
await import('./query-worker-main.ts')
