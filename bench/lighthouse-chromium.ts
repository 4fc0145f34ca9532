/**
 * Debian's Chromium, headless, with a DevTools port for Lighthouse to drive it, and a
 * throwaway profile removed when it stops.
 * @module
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_PATH, chromiumArgs, devToolsPort } from './lighthouse-args.ts'

/** A running Chromium. */
export interface RunningChromium {
  /** Its DevTools port on 127.0.0.1. */
  port: number
  /** Stops it (SIGTERM, SIGKILL after 5 s) and removes its profile. */
  close(): Promise<void>
}

/**
 * Launches Chromium and resolves with its DevTools port.
 * @throws Error when Chromium exits or prints no DevTools port within `timeoutMs`
 */
export function launchChromium(timeoutMs = 30_000): Promise<RunningChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'tessera-chromium-'))
  const child = spawn(CHROMIUM_PATH, chromiumArgs(profile), { stdio: ['ignore', 'ignore', 'pipe'] })
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode) resolve()
    else child.once('exit', () => resolve())
  })
  const close = async () => {
    if (child.exitCode === null && !child.signalCode) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    }
    // Chromium's helper processes may still be writing the profile for a moment: retry, and
    // leave a temporary folder behind rather than fail the benchmark.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
    } catch {
      // The OS cleans the temporary folder.
    }
  }
  return new Promise((resolve, reject) => {
    let stderr = ''
    let settled = false
    const fail = (message: string) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void close().then(() => reject(new Error(`${message}\n${stderr.slice(-2000)}`)))
    }
    const timer = setTimeout(() => fail('Chromium printed no DevTools port in time'), timeoutMs)
    child.once('error', (error) => fail(`Chromium could not start: ${error.message}`))
    child.once('exit', (code, signal) => fail(`Chromium exited (${signal ?? `code ${code}`})`))
    const onData = (chunk: Buffer) => {
      stderr += chunk.toString()
      const port = devToolsPort(stderr)
      if (port === null || settled) return
      settled = true
      clearTimeout(timer)
      child.stderr?.off('data', onData)
      child.stderr?.resume()
      resolve({ port, close })
    }
    child.stderr?.on('data', onData)
  })
}
