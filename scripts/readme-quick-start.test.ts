import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

/** The README's Quick start section. */
function quickStart(): string {
  const start = README.indexOf('## Quick start')
  expect(start).toBeGreaterThan(0)
  return README.slice(start, README.indexOf('\n## ', start + 1))
}

describe('the README’s Quick start', () => {
  it('says which variable turns the PostgreSQL tests on, and never claims them for bare npm test', () => {
    const section = quickStart()
    const commands = section.slice(section.indexOf('```sh'), section.indexOf('```\n', 6))
    const bare = commands.split('\n').find((line) => /^npm ci && npm test\b/.test(line)) ?? ''
    expect(bare).not.toBe('')
    // A bare `npm test` skips PostgreSQL: its comment must not say otherwise.
    expect(bare.replace(/PostgreSQL's are skipped/, '')).not.toMatch(/PostgreSQL/)
    expect(commands).toMatch(/^TEST_DATABASE_URL=postgres:\/\/\S+ npm test .*PostgreSQL/m)
  })

  it('names the variable the suites read', () => {
    const suite = readFileSync(new URL('../e2e/postgres.e2e.test.ts', import.meta.url), 'utf8')
    const variable = /process\.env\.(\w+) \?\? ''/.exec(suite)?.[1]
    expect(variable).toBe('TEST_DATABASE_URL')
    expect(quickStart()).toContain(`\`${variable}\` is the one variable`)
  })
})
