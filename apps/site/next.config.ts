import type { NextConfig } from 'next'

/**
 * The workspace packages ship TypeScript sources (`exports` → `src/*.ts`), so Next compiles
 * them like the site's own code.
 */
const config: NextConfig = {
  transpilePackages: ['@tessera/core', '@tessera/sdk', '@tessera/react'],
  poweredByHeader: false,
  reactStrictMode: true,
}

export default config
