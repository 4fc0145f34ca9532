import { packageBuildConfig } from '../../scripts/pack/build-config.ts'

// The CLI (bin/tessera.js) and the worker threads (query pool, SQLite report reader) are entries too.
export default packageBuildConfig(import.meta.dirname, [
  'src/cli/main.ts',
  'src/query/query-worker-main.ts',
  'src/store/sqlite/report-worker-main.ts',
])
