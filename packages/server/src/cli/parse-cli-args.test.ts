import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './parse-cli-args.ts'
import { UsageError } from './usage-error.ts'

function usageError(argv: string[]): string {
  try {
    parseCliArgs(argv)
  } catch (error: unknown) {
    expect(error).toBeInstanceOf(UsageError)
    return (error as Error).message
  }
  throw new Error(`no error for ${argv.join(' ')}`)
}

describe('parseCliArgs', () => {
  it('parses serve with its flags, long and short', () => {
    expect(
      parseCliArgs([
        'serve',
        '--port',
        '8080',
        '--database',
        'postgres://db/x',
        '--host',
        '::',
        '--demo',
      ]),
    ).toEqual({
      command: 'serve',
      options: { port: 8080, database: 'postgres://db/x', host: '::', demo: true },
    })
    expect(parseCliArgs(['serve', '-p', '0', '-d', './t.db'])).toEqual({
      command: 'serve',
      options: { port: 0, database: './t.db' },
    })
    expect(parseCliArgs(['serve', '--port=4001'])).toEqual({
      command: 'serve',
      options: { port: 4001 },
    })
  })

  it('leaves unset flags out so the environment decides', () => {
    expect(parseCliArgs(['serve'])).toEqual({ command: 'serve', options: {} })
  })

  it('parses keys as list by default, and keys create with a kind and a name', () => {
    expect(parseCliArgs(['keys'])).toEqual({ command: 'keys', target: 'list', options: {} })
    expect(parseCliArgs(['keys', 'list', '--space', 's1'])).toEqual({
      command: 'keys',
      target: 'list',
      options: { space: 's1' },
    })
    expect(parseCliArgs(['keys', 'create', '--kind', 'private', '--name', 'CI'])).toEqual({
      command: 'keys',
      target: 'create',
      options: { kind: 'private', name: 'CI' },
    })
  })

  it('parses import, export and migrate with their arguments', () => {
    expect(parseCliArgs(['import', './content', '--model', 'page'])).toEqual({
      command: 'import',
      target: './content',
      options: { model: 'page' },
    })
    expect(parseCliArgs(['export', 'out', '--space', 'default'])).toEqual({
      command: 'export',
      target: 'out',
      options: { space: 'default' },
    })
    expect(parseCliArgs(['migrate', '-d', 'x.db'])).toEqual({
      command: 'migrate',
      options: { database: 'x.db' },
    })
  })

  it('turns --help anywhere into the help of the command', () => {
    expect(parseCliArgs(['--help'])).toEqual({ command: 'help', options: {} })
    expect(parseCliArgs(['serve', '-h'])).toEqual({ command: 'help', target: 'serve', options: {} })
    expect(parseCliArgs(['help', 'import'])).toEqual({
      command: 'help',
      target: 'import',
      options: {},
    })
  })

  it('rejects a missing or unknown command', () => {
    expect(usageError([])).toBe('Missing command')
    expect(usageError(['start'])).toBe('Unknown command "start"')
    expect(usageError(['help', 'start'])).toBe('Unknown command "start"')
  })

  it('rejects unknown options and options without a value', () => {
    expect(usageError(['serve', '--verbose'])).toBe('Unknown option --verbose')
    expect(usageError(['serve', '-x'])).toBe('Unknown option -x')
    expect(usageError(['serve', '--port'])).toBe('Option --port needs a value')
  })

  it('rejects options the command does not take', () => {
    expect(usageError(['migrate', '--port', '1'])).toBe(
      'Option --port is not valid for "tessera migrate"',
    )
    expect(usageError(['export', 'out', '--demo'])).toBe(
      'Option --demo is not valid for "tessera export"',
    )
  })

  it('rejects bad values', () => {
    expect(usageError(['serve', '--port', 'abc'])).toBe(
      'Invalid --port "abc": expected an integer from 0 to 65535',
    )
    expect(usageError(['serve', '--port', '70000'])).toBe(
      'Invalid --port "70000": expected an integer from 0 to 65535',
    )
    expect(usageError(['serve', '--port', '-1'])).toBe('Option --port needs a value')
    expect(usageError(['keys', 'create', '--kind', 'admin'])).toBe(
      'Invalid --kind "admin": expected public or private',
    )
    expect(usageError(['serve', '--database', ' '])).toBe('Option --database must not be empty')
  })

  it('rejects missing and extra arguments', () => {
    expect(usageError(['import'])).toBe('"tessera import" needs a FILE or DIR')
    expect(usageError(['export'])).toBe('"tessera export" needs a DIR')
    expect(usageError(['export', 'a', 'b'])).toBe('Unexpected argument "b" for "tessera export"')
    expect(usageError(['serve', 'now'])).toBe('Unexpected argument "now" for "tessera serve"')
  })

  it('checks the keys action and its flags', () => {
    expect(usageError(['keys', 'delete'])).toBe('Unknown keys action "delete": use list or create')
    expect(usageError(['keys', 'create'])).toBe(
      '"tessera keys create" needs --kind public or --kind private',
    )
    expect(usageError(['keys', '--kind', 'public'])).toBe(
      '--kind and --name go with "tessera keys create"',
    )
  })
})
