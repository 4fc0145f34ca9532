import { describe, expect, it } from 'vitest'
import { installEnv } from './react18-install.ts'
import { isRedirected } from './react18-resolve.ts'

describe('the React 18 child', () => {
  it('takes React, react-dom and the official SDKs, with their subpaths, from bench/react18', () => {
    for (const specifier of [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/server',
      '@builder.io/react',
      '@builder.io/sdk',
      '@builder.io/sdk-react',
      '@builder.io/sdk-react/node',
    ]) {
      expect(isRedirected(specifier)).toBe(true)
    }
    for (const specifier of [
      '@tessera/react',
      'react-is',
      'reactive',
      '@builder.io/widgets',
      './react.ts',
    ]) {
      expect(isRedirected(specifier)).toBe(false)
    }
  })

  it("installs without npm's own variables of the run that started the bench", () => {
    const env = installEnv({
      PATH: '/bin',
      npm_config_workspace: 'bench',
      NPM_CONFIG_PREFIX: '/x',
      HOME: '/h',
    })
    expect(env).toEqual({ PATH: '/bin', HOME: '/h' })
  })
})
