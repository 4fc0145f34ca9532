import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../packages/server/src/load-config.ts'
import { createLogger } from '../../packages/server/src/logger.ts'
import { startServer } from '../../packages/server/src/serve/start-server.ts'
import type { RunningServer } from '../../packages/server/src/serve/start-server.ts'
import { showServiceLine, showSiteLine, startLogLevel, summaryLines } from './start-output.ts'

const KEYS = { publicKey: 'start-public-key-1', privateKey: 'start-private-key-1' }
let dir: string | undefined
let server: RunningServer | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
  if (dir !== undefined) await rm(dir, { recursive: true, force: true })
})

/** What the real service prints on its first start, as `npm start` runs it. */
async function firstStartLines(): Promise<{ lines: string[]; serviceUrl: string }> {
  dir = await mkdtemp(join(tmpdir(), 'tessera-start-output-'))
  const printed: string[] = []
  const config = loadConfig(
    {},
    {
      databaseUrl: join(dir, 'start.db'),
      host: '127.0.0.1',
      port: 0,
      ...KEYS,
      editorDir: dir,
      publicUrl: 'http://localhost:4999',
    },
  )
  server = await startServer({
    config,
    logger: createLogger({ write: () => {} }),
    print: (line) => printed.push(line),
  })
  return { lines: printed, serviceUrl: 'http://localhost:4999' }
}

const count = (text: string, part: string) => text.split(part).length - 1

describe('npm start output', () => {
  it('prints each address and key once, and keeps the first start’s sign-in link', async () => {
    const { lines, serviceUrl } = await firstStartLines()
    // Without the filter the keys show twice (the service's own lines, then the summary).
    expect(lines.join('\n')).toContain(KEYS.privateKey)
    const siteUrl = 'http://localhost:4998'
    const nextLines = [
      '▲ Next.js 16',
      `   - Local:        ${siteUrl}`,
      '- Network: http://10.0.0.2:4998',
    ]
    const output = [
      ...lines.filter(showServiceLine),
      ...nextLines.filter(showSiteLine),
      ...summaryLines({ siteUrl, serviceUrl, ...KEYS }),
    ].join('\n')
    expect(count(output, KEYS.publicKey)).toBe(1)
    expect(count(output, KEYS.privateKey)).toBe(1)
    const withoutLink = output.replace(/\S+#sign-in=\S+/, '')
    expect(count(withoutLink, `${serviceUrl}/editor/`)).toBe(1)
    expect(count(withoutLink, `${serviceUrl} `) + count(withoutLink, `${serviceUrl}\n`)).toBe(1)
    expect(count(output, siteUrl)).toBe(1)
    expect(output).not.toContain('10.0.0.2')
    expect(output).toMatch(/Sign in to the editor once with this link/)
    expect(output).toMatch(new RegExp(`${serviceUrl}/editor/#sign-in=\\S+`))
  })

  it('keeps the service’s warnings and errors', () => {
    const warning = '{"level":"warn","message":"request","status":500}'
    expect(showServiceLine(warning)).toBe(true)
    expect(showSiteLine('Error: connect ECONNREFUSED')).toBe(true)
  })

  it('turns request logs off unless LOG_LEVEL says otherwise', () => {
    expect(startLogLevel({})).toBe('warn')
    expect(startLogLevel({ LOG_LEVEL: ' ' })).toBe('warn')
    expect(startLogLevel({ LOG_LEVEL: 'info' })).toBe('info')
  })
})
