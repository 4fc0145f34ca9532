import { packageBuildConfig } from '../../scripts/pack/build-config.ts'

// The CLI (bin/tessera.js) and the query pool's worker thread are entries too.
export default packageBuildConfig(import.meta.dirname, [
  'src/cli/main.ts',
  'src/query/query-worker-main.ts',
])
