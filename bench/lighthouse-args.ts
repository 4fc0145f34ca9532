/**
 * The command lines and settings of the Lighthouse benchmark (`lighthouse-bench.ts`): the content
 * service with the demo content, the built site, Debian's Chromium and Lighthouse's own flags.
 * Pure: nothing here starts a process.
 * @module
 */

/** Debian's Chromium (Playwright's and Lighthouse's own browser downloads do not work here). */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/** Fixed API keys of the benchmark's service: its database is new on every run. */
export const LIGHTHOUSE_KEYS = {
  publicKey: 'bench-lighthouse-public',
  privateKey: 'bench-lighthouse-private',
} as const

/** Ports and paths one Lighthouse benchmark run uses. */
export interface StackPlan {
  servicePort: number
  sitePort: number
  /** SQLite file of the service (in a temp folder). */
  database: string
  /** `packages/server/bin/tessera.js`. */
  serviceBin: string
  /** `next/dist/bin/next`, resolved from apps/site. */
  nextBin: string
}

/** A process to start: what `runStack` (scripts/start/run-stack.ts) needs besides `ready`. */
export interface CommandLine {
  args: string[]
  env: NodeJS.ProcessEnv
}

/** The service's origin as the site (server and browser) calls it. */
export function serviceOrigin(plan: Pick<StackPlan, 'servicePort'>): string {
  return `http://127.0.0.1:${plan.servicePort}`
}

/** The page Lighthouse audits: the demo's home page. */
export function siteUrl(plan: Pick<StackPlan, 'sitePort'>): string {
  return `http://localhost:${plan.sitePort}/`
}

/**
 * `tessera serve --demo` on 127.0.0.1 with a fresh SQLite file and the fixed keys
 * ({@link LIGHTHOUSE_KEYS}), run by `node` (process.execPath).
 */
export function serviceCommand(plan: StackPlan, env: NodeJS.ProcessEnv = process.env): CommandLine {
  return {
    args: [
      plan.serviceBin,
      'serve',
      '--port',
      String(plan.servicePort),
      '--host',
      '127.0.0.1',
      '--database',
      plan.database,
      '--demo',
    ],
    env: {
      ...env,
      TESSERA_PUBLIC_KEY: LIGHTHOUSE_KEYS.publicKey,
      TESSERA_PRIVATE_KEY: LIGHTHOUSE_KEYS.privateKey,
    },
  }
}

/** `next start` of the built site (cwd apps/site), reading from the service of {@link serviceCommand}. */
export function siteCommand(plan: StackPlan, env: NodeJS.ProcessEnv = process.env): CommandLine {
  return {
    args: [plan.nextBin, 'start', '-p', String(plan.sitePort)],
    env: {
      ...env,
      TESSERA_API_HOST: serviceOrigin(plan),
      TESSERA_PUBLIC_KEY: LIGHTHOUSE_KEYS.publicKey,
      NODE_ENV: 'production',
    },
  }
}

/**
 * Chromium's arguments: the flags every browser test here uses, a DevTools port chosen by
 * Chromium (`--remote-debugging-port=0`, read back from its "DevTools listening on" line), a
 * throwaway profile, and no first-run pages.
 */
export function chromiumArgs(userDataDir: string): string[] {
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--remote-debugging-port=0',
    `--user-data-dir=${userDataDir}`,
    '--no-first-run',
    '--no-default-browser-check',
    'about:blank',
  ]
}

/** The DevTools port in Chromium's stderr ("DevTools listening on ws://127.0.0.1:PORT/…"), or `null`. */
export function devToolsPort(stderr: string): number | null {
  const match = /DevTools listening on ws:\/\/[^:/]+:(\d+)\//.exec(stderr)
  return match?.[1] ? Number(match[1]) : null
}

/** Lighthouse's flags (the default config: mobile, simulated throttling), performance only. */
export interface LighthouseFlags {
  port: number
  hostname: string
  output: 'json'
  logLevel: 'error'
  onlyCategories: string[]
}

/**
 * Flags for Lighthouse's node API on the Chromium listening on `port`. The config is left to
 * Lighthouse's default (formFactor mobile, screen emulation of a phone, simulated throttling);
 * only the performance category is gathered, the one this benchmark reports.
 */
export function lighthouseFlags(port: number): LighthouseFlags {
  return {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  }
}
