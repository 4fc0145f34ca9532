import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import { moduleMockingTests } from './scripts/test/module-mocking-tests.ts'

const UNIT_TESTS = [
  'packages/*/src/**/*.test.{ts,tsx}',
  'apps/*/src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
  'bench/**/*.test.ts',
  'test-utils/**/*.test.ts',
  'examples/support/**/*.test.ts',
]
/** Unit files that `vi.mock` modules: each gets a module graph of its own. */
const MOCKING = moduleMockingTests(fileURLToPath(new URL('./', import.meta.url)))

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        // The unit files share one module graph per worker (no fresh import of React, the
        // store… per file): most of the run's time was spent importing. Files that replace
        // modules run in the next project, isolated.
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...MOCKING],
          isolate: false,
          setupFiles: ['scripts/test/reset-between-files.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: MOCKING },
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
