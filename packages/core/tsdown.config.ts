import { packageBuildConfig } from '../../scripts/pack/build-config.ts'

export default packageBuildConfig(import.meta.dirname)
