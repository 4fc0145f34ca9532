import type { CommandName } from './parse-cli-args.ts'

const DATABASE =
  '  -d, --database <url>  SQLite file path or postgres:// URL (DATABASE_URL; ./data/tessera.db)'
const SPACE = '  --space <id>          the space to work on (default: the first space)'

const GENERAL = `Usage: tessera <command> [options]

Commands:
  serve              run the content service
  keys [list]        list the API keys of a space
  keys create        create an API key (--kind public|private)
  users [list]       list the editor accounts
  users create       add an editor account (--email, --role, see below) and
                     print its one-time sign-in link
  users link         print a new one-time sign-in link (--email)
  import <file|dir>  import Builder-format JSON entries
  export <dir>       write every entry as Builder-format JSON
  migrate            apply pending database migrations
  help [command]     show help

Environment (the README's configuration table tells more; flags override it):
  PORT, HOST                      where to listen (4000, 0.0.0.0)
  DATABASE_URL                    SQLite file path or postgres:// URL (./data/tessera.db)
  TESSERA_PUBLIC_KEY, TESSERA_PRIVATE_KEY
                                  keys of the first space (random, printed on first start)
  SMTP_URL                        smtp://user:pass@host:port?from=…: mail form submissions
  FORM_RECIPIENTS                 addresses or @domain patterns email-mode forms may mail
                                  (none: refused; with --demo, the demo form's address)
  TRUSTED_HOSTS                   extra trusted editor hosts
  TESSERA_PREVIEW_SECRET          HMAC secret of preview tokens (random, kept in the database)
  TESSERA_MAX_BODY_BYTES, TESSERA_MAX_WRITE_BODY_BYTES, TESSERA_MAX_UPLOAD_BYTES
                                  request size limits (1 MiB, 16 MiB, 10 MiB)
  TESSERA_TRACK_RATE_LIMIT        tracking requests per minute per client (600)
  TESSERA_TRUSTED_PROXIES         peers whose X-Forwarded-For is believed
  TESSERA_FORM_CLIENT_PER_MINUTE, TESSERA_FORM_CLIENT_BYTES_PER_HOUR,
  TESSERA_FORM_SPACE_PER_HOUR, TESSERA_FORM_SPACE_BYTES_PER_HOUR,
  TESSERA_FORM_STORAGE_MAX_BYTES  form submission quotas
  TESSERA_SQLITE_SYNCHRONOUS      full or normal (full)
  LOG_LEVEL                       trace|debug|info|warn|error|fatal|silent (info: a line per
                                  request; warn: failed requests only)
  TESSERA_EDITOR_DIR              the built editor, served at /editor/
  TESSERA_SITE_URL                the website the editor shows in its canvas
  TESSERA_TARGETING_ATTRIBUTES    custom targeting attributes (plan=free|pro,country)
  TESSERA_PUBLIC_URL              this service as people reach it (http://localhost:<port>)
  TESSERA_ADMIN_EMAIL             the first admin account (admin@localhost)
  TESSERA_DEMO                    seed the demo content (--demo)
Run "tessera help <command>" for a command's options.`

const COMMAND_HELP: Record<Exclude<CommandName, 'help'>, string> = {
  serve: `Usage: tessera serve [options]

Runs the content service. On first start with an empty database it creates the space
"default" with a public and a private key (TESSERA_PUBLIC_KEY / TESSERA_PRIVATE_KEY when set)
and prints them. Stops gracefully on SIGTERM or SIGINT.

Options:
  -p, --port <n>        port, 0 for a free one (PORT; 4000)
  --host <addr>         interface to listen on (HOST; 0.0.0.0)
${DATABASE}
  --demo                seed the demo content when there are no pages yet (TESSERA_DEMO);
                        without FORM_RECIPIENTS, its contact form's address may receive`,
  keys: `Usage: tessera keys [list] [options]
       tessera keys create --kind public|private [--name <name>] [options]

Lists or creates the API keys of a space. The public key reads published content; the
private key writes and reads drafts: keep it secret.

Options:
${DATABASE}
${SPACE}
  --kind <kind>         public or private (create)
  --name <name>         a label for the new key (create)`,
  users: `Usage: tessera users [list] [options]
       tessera users create --email <email> --role admin|developer|designer|editor|viewer [--name <name>]
       tessera users link --email <email>

Lists the editor accounts of a space, adds one, or makes a new one-time sign-in link (valid
for a day) with which the user signs in and chooses a password. Admins manage the space,
editors change content, viewers only look.

Options:
${DATABASE}
${SPACE}
  --email <email>       the account (create, link)
  --role <role>         admin, developer, designer, editor or viewer (create)
  --name <name>         the name shown in the editor (create)
  --url <url>           where people reach the service, for the link (TESSERA_PUBLIC_URL;
                        http://localhost:<port>)`,
  import: `Usage: tessera import <file|dir> [options]

Imports entries: a file holds one entry, an array of entries or { "results": [...] }; a
folder is read recursively (the model is the name of the top folder under it, as written by
"tessera export"; models.json and the files in .assets are read too, and the entries' URLs
of those files rewritten to this space). Entries are created or updated by id and published
when "published" is "published". A bad file is reported and skipped.

Options:
${DATABASE}
${SPACE}
  --model <name>        the model of every entry (else the folder, modelName or meta.kind)`,
  export: `Usage: tessera export <dir> [options]

Writes every entry as <dir>/<model>/<id>.json (the latest version, with "published" telling
whether it is live), the models as <dir>/models.json and the asset library's files (images,
videos, uploads) in <dir>/.assets, so that "tessera import <dir>" moves the space whole.

Options:
${DATABASE}
${SPACE}`,
  migrate: `Usage: tessera migrate [options]

Applies pending database migrations (serve does this on start too).

Options:
${DATABASE}`,
}

/** The help of `tessera` (no command) or of one command. */
export function helpText(command?: CommandName): string {
  if (command === undefined || command === 'help') return GENERAL
  return COMMAND_HELP[command]
}
