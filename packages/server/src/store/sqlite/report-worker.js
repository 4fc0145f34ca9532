// Worker thread of the SQLite experiment report reader (see report-reader.ts). The package ships
// TypeScript sources, so the worker registers tsx's loader for itself, as bin/tessera.js does.
import { register } from 'tsx/esm/api'

register()
await import('./report-worker-main.ts')
