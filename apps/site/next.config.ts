import type { NextConfig } from 'next'

/**
 * The workspace packages ship TypeScript sources (`exports` → `src/*.ts`), so Next compiles
 * them like the site's own code.
 *
 * Pages get their security headers from `src/proxy.ts` (the CSP needs a nonce per request);
 * what the proxy does not see (scripts and styles under `/_next/`, the API routes, the icons)
 * gets the two that need none here.
 */
const config: NextConfig = {
  transpilePackages: ['@tessera/core', '@tessera/sdk', '@tessera/react'],
  poweredByHeader: false,
  reactStrictMode: true,
  headers: async () => [
    {
      source: '/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      ],
    },
  ],
}

export default config
