import type { UserConfig } from 'tsdown'
import core from '../../packages/core/tsdown.config.ts'
import react from '../../packages/react/tsdown.config.ts'
import sdk from '../../packages/sdk/tsdown.config.ts'
import server from '../../packages/server/tsdown.config.ts'

/**
 * The builds of the packages named in `TESSERA_BUILD_PACKAGES` (comma-separated; all four when
 * unset), for one tsdown process: it builds them side by side (the type declarations, most of
 * each build's time, overlap) instead of starting tsdown and TypeScript once per package. Each
 * package's own `tsdown.config.ts` stays the one that builds it.
 */
const configs: Record<string, UserConfig> = { core, sdk, react, server }
const wanted = process.env.TESSERA_BUILD_PACKAGES?.split(',') ?? Object.keys(configs)

export default wanted.map((name) => {
  const config = configs[name]
  if (!config) throw new Error(`TESSERA_BUILD_PACKAGES: no package ${name}`)
  return config
})
