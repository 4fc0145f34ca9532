import { parseArgs } from 'node:util'
import { USER_ROLES } from '../store/account-types.ts'
import type { UserRole } from '../store/account-types.ts'
import type { ApiKeyKind } from '../store/types.ts'
import { UsageError } from './usage-error.ts'

/** The commands of `tessera`. */
export type CommandName = 'serve' | 'keys' | 'users' | 'import' | 'export' | 'migrate' | 'help'

const COMMANDS: readonly CommandName[] = [
  'serve',
  'keys',
  'users',
  'import',
  'export',
  'migrate',
  'help',
]

/** The flags, already validated; unset flags are absent (the environment then decides). */
export interface CliOptions {
  /** `--database`, `-d`: a SQLite file path or a `postgres://` URL. */
  database?: string
  /** `--port`, `-p`: 0 to 65535 (0 picks a free port). */
  port?: number
  /** `--host`: the interface to listen on. */
  host?: string
  /** `--demo`: seed the demo content on start. */
  demo?: boolean
  /** `--space`: the space `keys`, `import` and `export` work on. Default: the first space. */
  space?: string
  /** `--kind` of `keys create`. */
  kind?: ApiKeyKind
  /** `--name` of `keys create`. */
  name?: string
  /** `--model` of `import`: the model of every imported entry. */
  model?: string
  /** `--email` of `users create` and `users link`. */
  email?: string
  /** `--role` of `users create`. */
  role?: UserRole
  /** `--url` of `users`: where people reach the service (the links printed). */
  url?: string
}

/** A parsed command line. */
export interface CliInvocation {
  command: CommandName
  /** `keys`: `list` or `create`; `import`: the file or folder; `export`: the folder; `help`: a command. */
  target?: string
  options: CliOptions
}

type OptionName = keyof CliOptions

/** Which flags each command takes, and how many positional arguments (min, max). */
const COMMAND_RULES: Record<CommandName, { options: OptionName[]; args: [number, number] }> = {
  serve: { options: ['database', 'port', 'host', 'demo'], args: [0, 0] },
  keys: { options: ['database', 'space', 'kind', 'name'], args: [0, 1] },
  users: { options: ['database', 'space', 'email', 'role', 'name', 'url'], args: [0, 1] },
  import: { options: ['database', 'space', 'model'], args: [1, 1] },
  export: { options: ['database', 'space'], args: [1, 1] },
  migrate: { options: ['database'], args: [0, 0] },
  help: { options: [], args: [0, 1] },
}

const PARSE_OPTIONS = {
  database: { type: 'string', short: 'd' },
  port: { type: 'string', short: 'p' },
  host: { type: 'string' },
  demo: { type: 'boolean' },
  space: { type: 'string' },
  kind: { type: 'string' },
  name: { type: 'string' },
  model: { type: 'string' },
  email: { type: 'string' },
  role: { type: 'string' },
  url: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

/** parseArgs's own messages mention how to pass dashes; ours name the flag and stop there. */
function rethrowParseError(error: unknown): never {
  const code = (error as { code?: unknown }).code
  const message = error instanceof Error ? error.message : String(error)
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    throw new UsageError(`Unknown option ${/'(-[^' ]+)/.exec(message)?.[1] ?? ''}`)
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    throw new UsageError(`Option ${/--[\w-]+/.exec(message)?.[0] ?? ''} needs a value`)
  }
  throw new UsageError(message, { cause: error })
}

function parsePort(raw: string): number {
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new UsageError(`Invalid --port "${raw}": expected an integer from 0 to 65535`)
  }
  return port
}

function parseKind(raw: string): ApiKeyKind {
  if (raw === 'public' || raw === 'private') return raw
  throw new UsageError(`Invalid --kind "${raw}": expected public or private`)
}

function parseRole(raw: string): UserRole {
  const role = USER_ROLES.find((candidate) => candidate === raw)
  if (role === undefined)
    throw new UsageError(`Invalid --role "${raw}": expected ${USER_ROLES.join(', ')}`)
  return role
}

function checkUsers(args: string[], options: CliOptions): string {
  const action = args[0] ?? 'list'
  if (action !== 'list' && action !== 'create' && action !== 'link') {
    throw new UsageError(`Unknown users action "${action}": use list, create or link`)
  }
  if (action !== 'list' && options.email === undefined) {
    throw new UsageError(`"tessera users ${action}" needs --email`)
  }
  if (action === 'create' && options.role === undefined) {
    throw new UsageError(
      '"tessera users create" needs --role admin, developer, designer, editor or viewer',
    )
  }
  return action
}

function nonEmpty(flag: string, raw: string): string {
  if (raw.trim() === '') throw new UsageError(`Option --${flag} must not be empty`)
  return raw
}

function toOptions(values: Record<string, string | boolean | undefined>): CliOptions {
  const options: CliOptions = {}
  const text = (name: string) => {
    const value = values[name]
    return typeof value === 'string' ? nonEmpty(name, value) : undefined
  }
  const database = text('database')
  const port = text('port')
  const host = text('host')
  const space = text('space')
  const kind = text('kind')
  const name = text('name')
  const model = text('model')
  if (database !== undefined) options.database = database
  if (port !== undefined) options.port = parsePort(port)
  if (host !== undefined) options.host = host
  if (values.demo === true) options.demo = true
  if (space !== undefined) options.space = space
  if (kind !== undefined) options.kind = parseKind(kind)
  if (name !== undefined) options.name = name
  if (model !== undefined) options.model = model
  const email = text('email')
  const role = text('role')
  const url = text('url')
  if (email !== undefined) options.email = email
  if (role !== undefined) options.role = parseRole(role)
  if (url !== undefined) options.url = url
  return options
}

function checkCommand(command: CommandName, args: string[], options: CliOptions): void {
  const rules = COMMAND_RULES[command]
  for (const option of Object.keys(options) as OptionName[]) {
    if (!rules.options.includes(option)) {
      throw new UsageError(`Option --${option} is not valid for "tessera ${command}"`)
    }
  }
  const [min, max] = rules.args
  if (args.length > max) {
    throw new UsageError(`Unexpected argument "${args[max]}" for "tessera ${command}"`)
  }
  if (args.length < min) {
    const what = command === 'import' ? 'a FILE or DIR' : 'a DIR'
    throw new UsageError(`"tessera ${command}" needs ${what}`)
  }
}

function checkKeys(args: string[], options: CliOptions): string {
  const action = args[0] ?? 'list'
  if (action !== 'list' && action !== 'create') {
    throw new UsageError(`Unknown keys action "${action}": use list or create`)
  }
  if (action === 'create' && options.kind === undefined) {
    throw new UsageError('"tessera keys create" needs --kind public or --kind private')
  }
  if (action === 'list' && (options.kind !== undefined || options.name !== undefined)) {
    throw new UsageError('--kind and --name go with "tessera keys create"')
  }
  return action
}

function toCommand(name: string): CommandName {
  const command = COMMANDS.find((candidate) => candidate === name)
  if (command === undefined) throw new UsageError(`Unknown command "${name}"`)
  return command
}

/**
 * Parses the arguments of `tessera` (without `node` and the script): a command, its
 * positional arguments and flags. `--help`/`-h` anywhere asks for the command's help. Throws
 * a {@link UsageError} naming the problem (unknown command or option, a flag the command does
 * not take, a bad `--port` or `--kind`, a missing or extra argument).
 * @example
 * parseCliArgs(['serve', '--port', '8080']) // { command: 'serve', options: { port: 8080 } }
 */
export function parseCliArgs(argv: readonly string[]): CliInvocation {
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] }
  try {
    parsed = parseArgs({
      args: [...argv],
      options: PARSE_OPTIONS,
      allowPositionals: true,
      strict: true,
    })
  } catch (error: unknown) {
    rethrowParseError(error)
  }
  const [first, ...args] = parsed.positionals
  if (parsed.values.help === true) {
    return {
      command: 'help',
      ...(first === undefined ? {} : { target: toCommand(first) }),
      options: {},
    }
  }
  if (first === undefined) throw new UsageError('Missing command')
  const command = toCommand(first)
  const options = toOptions(parsed.values)
  checkCommand(command, args, options)
  if (command === 'keys') return { command, target: checkKeys(args, options), options }
  if (command === 'users') return { command, target: checkUsers(args, options), options }
  if (command === 'help' && args[0] !== undefined) toCommand(args[0])
  const target = args[0]
  return { command, ...(target === undefined ? {} : { target }), options }
}
