/**
 * What `npm start` prints: the service's and the site's own lines, less those its summary
 * repeats (addresses and keys), then the summary, so each address and key shows once.
 * @module
 */

/**
 * The service's start-up lines the summary repeats: where it listens (with the public key),
 * the keys it created and the editor's address. Its warnings, errors and the first start's
 * sign-in link stay.
 */
const SERVICE_REPEATS = [
  /^Tessera is listening on /,
  /^Created (space "[^"]*" with )?these API keys:$/,
  /^ {2}(public|private) +\S+$/,
  /^Keep the private key secret/,
  /^Editor: /,
]

/** Next's addresses (`- Local:`, `- Network:`): the summary names the site once. */
const SITE_REPEATS = [/^\s*- (Local|Network):/]

/** Whether `npm start` shows this line of the content service. */
export function showServiceLine(line: string): boolean {
  return !SERVICE_REPEATS.some((pattern) => pattern.test(line))
}

/** Whether `npm start` shows this line of `next start`. */
export function showSiteLine(line: string): boolean {
  return !SITE_REPEATS.some((pattern) => pattern.test(line))
}

/** What the summary names. */
export interface StartSummary {
  siteUrl: string
  serviceUrl: string
  publicKey: string
  privateKey: string
}

/** The lines printed once both processes are ready. */
export function summaryLines(summary: StartSummary): string[] {
  return [
    '',
    `  Site:             ${summary.siteUrl}`,
    `  Editor:           ${summary.serviceUrl}/editor/  (first start: sign in with the link printed above)`,
    `  Content service:  ${summary.serviceUrl}`,
    `  Public API key:   ${summary.publicKey}`,
    `  Private API key:  ${summary.privateKey}  (writes content; keep it secret)`,
    '',
    'Press Ctrl-C to stop both.',
  ]
}

/**
 * The log level of the service under `npm start`: `LOG_LEVEL` when set, else `warn` (failed
 * requests and problems only; `tessera serve` itself defaults to `info`, a line per request).
 */
export function startLogLevel(env: NodeJS.ProcessEnv): string {
  const level = env.LOG_LEVEL?.trim()
  return level === undefined || level === '' ? 'warn' : level
}
