import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'test-utils/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        // The browser tests of the whole system (service + built site + Chromium): e2e/README.md.
        // One file per database, run side by side; the builds happen once before them.
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        // The packed packages installed into the example apps (examples/README.md). A visit waits
        // up to 20 s for each text on a loaded machine, so a test gets more than the default.
        test: { name: 'examples', include: ['examples/*.test.ts'], testTimeout: 90_000 },
      },
    ],
  },
})
