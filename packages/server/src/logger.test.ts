import { describe, expect, it } from 'vitest'
import { createLogger } from './logger.ts'
import type { CreateLoggerOptions, LineLevel } from './logger.ts'

function capture(options: Omit<CreateLoggerOptions, 'write'> = {}) {
  const lines: Array<{ level: LineLevel; line: string }> = []
  const logger = createLogger({ ...options, write: (line, level) => lines.push({ level, line }) })
  const parsed = () => lines.map(({ line }) => JSON.parse(line) as Record<string, unknown>)
  return { logger, lines, parsed }
}

describe('createLogger', () => {
  it('writes one JSON object per line: level name, epoch ms time, the fields, the message', () => {
    const { logger, lines, parsed } = capture()
    const before = Date.now()
    logger.info('request', { requestId: 'r-1', method: 'GET', path: '/x', status: 200, ms: 1.5 })
    expect(lines).toHaveLength(1)
    expect(lines[0]?.line).not.toContain('\n')
    expect(parsed()).toEqual([
      {
        level: 'info',
        time: expect.any(Number),
        requestId: 'r-1',
        method: 'GET',
        path: '/x',
        status: 200,
        ms: 1.5,
        message: 'request',
      },
    ])
    expect(parsed()[0]?.time).toBeGreaterThanOrEqual(before)
  })

  it('escapes what it logs and adds no pid or hostname', () => {
    const { logger, parsed } = capture()
    logger.warn('100% "quoted"\nline', { path: '/a"b\u0001' })
    logger.info('no fields')
    expect(parsed()).toEqual([
      {
        level: 'warn',
        time: expect.any(Number),
        path: '/a"b\u0001',
        message: '100% "quoted"\nline',
      },
      { level: 'info', time: expect.any(Number), message: 'no fields' },
    ])
  })

  it('writes info and above by default, with each line level', () => {
    const { logger, lines } = capture()
    logger.debug('d')
    logger.info('i')
    logger.warn('w')
    logger.error('e')
    logger.fatal('f')
    expect(lines.map(({ level }) => level)).toEqual(['info', 'warn', 'error', 'fatal'])
  })

  it.each([
    ['trace', ['debug', 'info', 'warn', 'error', 'fatal']],
    ['debug', ['debug', 'info', 'warn', 'error', 'fatal']],
    ['warn', ['warn', 'error', 'fatal']],
    ['fatal', ['fatal']],
    ['silent', []],
  ] as const)('at level %s writes %j', (level, written) => {
    const { logger, parsed } = capture({ level })
    logger.debug('debug')
    logger.info('info')
    logger.warn('warn')
    logger.error('error')
    logger.fatal('fatal')
    expect(parsed().map((line) => line.level)).toEqual(written)
  })

  it('drops debug and info lines with quiet', () => {
    const { logger, lines } = capture({ quiet: true })
    logger.info('request')
    logger.warn('slow')
    expect(lines.map(({ level }) => level)).toEqual(['warn'])
  })

  it('flushes at once when lines are handed over synchronously', async () => {
    const { logger } = capture()
    logger.info('x')
    await expect(logger.flush()).resolves.toBeUndefined()
  })
})
