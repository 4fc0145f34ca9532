import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'apps/*/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
      'test-utils/**/*.test.ts',
      // The browser tests of the whole system (service + built site + Chromium): e2e/README.md
      'e2e/**/*.test.ts',
      // The packed packages installed into the example apps (examples/README.md)
      'examples/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
  },
})
