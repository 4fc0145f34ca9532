import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { helpText } from './help-text.ts'

const README = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8')

/** The variables of the README's configuration table of the service (`| variable | meaning |`). */
function readmeVariables(): string[] {
  const start = README.indexOf('| variable | meaning | default |')
  expect(start).toBeGreaterThan(0)
  const rows = README.slice(start).split('\n\n')[0]?.split('\n').slice(2) ?? []
  return rows.flatMap((row) =>
    [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] ?? ''),
  )
}

/** The variables `tessera help` names. */
function helpVariables(): string[] {
  const help = helpText()
  const section = help.slice(help.indexOf('Environment'))
  return [...new Set(section.match(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\b(PORT|HOST)\b/g) ?? [])]
}

describe('tessera help', () => {
  it('lists every environment variable the README documents, and no other', () => {
    const documented = readmeVariables()
    expect(documented.length).toBeGreaterThan(20)
    expect(helpVariables().sort()).toEqual([...new Set(documented)].sort())
  })
})
