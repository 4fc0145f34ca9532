import { spawn } from 'node:child_process'
import { childEnv } from '../../e2e/support/child-process.ts'

/** What a finished command printed, and how long it took. */
export interface CommandResult {
  output: string
  ms: number
}

/**
 * Runs `command` in `cwd` to its end (with the parent's environment minus vitest's and the
 * test's own, plus `env`).
 * @throws Error with the command's output when it exits with a failure
 */
export async function runCommand(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<CommandResult> {
  const started = Date.now()
  const child = spawn(command, args, { cwd, env: childEnv(env), stdio: 'pipe' })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', resolve)
  })
  if (code !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${code}) in ${cwd}:\n${output}`)
  }
  return { output, ms: Date.now() - started }
}

/** npm, as the shell finds it. */
export const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm'
