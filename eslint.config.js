import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'

/**
 * Lint rules. The dependency direction (core <- sdk <- react <- apps; core <- server) is enforced
 * twice: here through no-restricted-imports, and by scripts/dependency-direction.test.ts, which
 * also checks package.json dependencies.
 */
const nodeBuiltins = [
  'node:*',
  'fs',
  'path',
  'http',
  'https',
  'crypto',
  'os',
  'url',
  'child_process',
]

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', '**/.next/**', '**/next-env.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    // The two classic hook rules only (the plugin's React Compiler rules are not on).
    files: ['packages/react/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@tessera/*'], message: 'core imports nothing of ours.' },
            { group: ['react', 'react-dom', 'react/*'], message: 'core has no React.' },
            { group: nodeBuiltins, message: 'core uses web standards only (no node:*).' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/react/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tessera/*', '!@tessera/core', '!@tessera/sdk'],
              message: 'react imports only @tessera/core and @tessera/sdk.',
            },
            { group: nodeBuiltins, message: 'react runs in browsers too (no node:*).' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tessera/*', '!@tessera/core'],
              message: 'server imports only @tessera/core.',
            },
            { group: ['react', 'react-dom', 'react/*'], message: 'server has no React.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/sdk/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@tessera/*', '!@tessera/core'], message: 'sdk imports only @tessera/core.' },
            { group: ['react', 'react-dom', 'react/*'], message: 'sdk has no React.' },
            { group: nodeBuiltins, message: 'sdk uses web standards only (no node:*).' },
          ],
        },
      ],
    },
  },
)
