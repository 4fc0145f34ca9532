import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runCommand } from './run-command.ts'
import type { CommandResult } from './run-command.ts'

/** The public key and address the example apps are built with (the packed service's). */
export function appEnv(serviceUrl: string, publicKey: string): Record<string, string> {
  return {
    NEXT_PUBLIC_TESSERA_API_HOST: serviceUrl,
    NEXT_PUBLIC_TESSERA_API_KEY: publicKey,
    VITE_TESSERA_API_HOST: serviceUrl,
    VITE_TESSERA_API_KEY: publicKey,
    NEXT_TELEMETRY_DISABLED: '1',
  }
}

/** Runs a package's own CLI file (`node_modules/<path>`) in `dir` with plain `node`. */
export function runBin(
  dir: string,
  path: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<CommandResult> {
  return runCommand(process.execPath, [join(dir, 'node_modules', path), ...args], dir, env)
}

/** `tsc --noEmit` of the copy, with its own tsconfig (`project`: another one). */
export function typecheck(dir: string, project = 'tsconfig.json'): Promise<CommandResult> {
  return runBin(dir, 'typescript/bin/tsc', ['--noEmit', '-p', project])
}

/**
 * A consumer resolving types the pre-`exports` way (`moduleResolution: node`, TypeScript's
 * `node10`): a file importing the packages' entry points and subpaths, typechecked in `dir`.
 */
export function typecheckNode10(dir: string): Promise<CommandResult> {
  writeFileSync(
    join(dir, 'node10-consumer.ts'),
    [
      "import { Content, fetchOneEntry } from '@tessera/react'",
      "import type { BlockDefinition } from '@tessera/react'",
      "import { BUILT_IN_BLOCKS } from '@tessera/react/blocks'",
      "import { createContentClient } from '@tessera/sdk'",
      "import { getDeviceFromUserAgent } from '@tessera/core'",
      "import { createEvaluator } from '@tessera/core/evaluator'",
      'const definitions: BlockDefinition[] = [...BUILT_IN_BLOCKS]',
      'export const used = [Content, fetchOneEntry, createContentClient, definitions]',
      "export const device: string = getDeviceFromUserAgent('')",
      'export const evaluator = createEvaluator()',
      '',
    ].join('\n'),
  )
  const tsconfig = {
    compilerOptions: {
      module: 'commonjs',
      moduleResolution: 'node',
      target: 'es2022',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      esModuleInterop: true,
      types: [],
    },
    files: ['node10-consumer.ts'],
  }
  writeFileSync(join(dir, 'tsconfig.node10.json'), JSON.stringify(tsconfig, null, 2))
  return typecheck(dir, 'tsconfig.node10.json')
}

/**
 * Imports every entry point of the installed `packages` with plain `node` (no loader), as a
 * server or script would; resolves with what it printed (`<specifier>: <export count>`).
 */
export function importWithNode(dir: string, specifiers: string[]): Promise<CommandResult> {
  const script = [
    `for (const specifier of ${JSON.stringify(specifiers)}) {`,
    '  const module = await import(specifier)',
    '  console.log(`${specifier}: ${Object.keys(module).length}`)',
    '}',
  ].join('\n')
  return runCommand(process.execPath, ['--input-type=module', '-e', script], dir)
}
