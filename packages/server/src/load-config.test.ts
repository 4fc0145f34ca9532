import { ValidationError } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { FORM_QUOTA_DEFAULTS } from './forms/form-quota-config.ts'
import { loadConfig } from './load-config.ts'

describe('loadConfig', () => {
  it('applies the defaults to an empty environment', () => {
    const config = loadConfig({})
    expect(config).toEqual({
      port: 4000,
      host: '0.0.0.0',
      databaseUrl: './data/tessera.db',
      publicKey: undefined,
      privateKey: undefined,
      smtpUrl: undefined,
      trustedHosts: [],
      formRecipients: [],
      previewSecret: '',
      maxBodyBytes: 1048576,
      maxWriteBodyBytes: 16777216,
      maxUploadBytes: 10485760,
      trackRateLimitPerMinute: 600,
      trustedProxies: [],
      formQuota: FORM_QUOTA_DEFAULTS,
      sqliteSynchronous: 'full',
      editorDir: undefined,
      siteUrl: undefined,
      publicUrl: undefined,
      adminEmail: 'admin@localhost',
      demo: false,
      logLevel: 'info',
    })
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://db/x',
      TESSERA_PUBLIC_KEY: 'pub',
      TESSERA_PRIVATE_KEY: 'priv',
      SMTP_URL: 'smtp://u:p@mail:25',
      TRUSTED_HOSTS: ' a.example , b.example,,',
      FORM_RECIPIENTS: 'team@acme.io, @forms.acme.io',
      TESSERA_PREVIEW_SECRET: 'secret',
      TESSERA_MAX_BODY_BYTES: '100',
      TESSERA_MAX_WRITE_BODY_BYTES: '150',
      TESSERA_MAX_UPLOAD_BYTES: '200',
      TESSERA_TRACK_RATE_LIMIT: '5',
      TESSERA_TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.2,private',
      TESSERA_FORM_CLIENT_PER_MINUTE: '1',
      TESSERA_FORM_CLIENT_BYTES_PER_HOUR: '2',
      TESSERA_FORM_SPACE_PER_HOUR: '3',
      TESSERA_FORM_SPACE_BYTES_PER_HOUR: '4',
      TESSERA_FORM_STORAGE_MAX_BYTES: '5',
      TESSERA_SQLITE_SYNCHRONOUS: 'NORMAL',
      TESSERA_EDITOR_DIR: '/srv/editor',
      TESSERA_SITE_URL: 'https://www.example.com',
      TESSERA_PUBLIC_URL: 'https://cms.example.com',
      TESSERA_ADMIN_EMAIL: 'boss@example.com',
      TESSERA_DEMO: 'true',
      LOG_LEVEL: 'warn',
    })
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://db/x',
      publicKey: 'pub',
      privateKey: 'priv',
      smtpUrl: 'smtp://u:p@mail:25',
      trustedHosts: ['a.example', 'b.example'],
      formRecipients: ['team@acme.io', '@forms.acme.io'],
      previewSecret: 'secret',
      maxBodyBytes: 100,
      maxWriteBodyBytes: 150,
      maxUploadBytes: 200,
      trackRateLimitPerMinute: 5,
      trustedProxies: ['10.0.0.0/8', '192.168.1.2', 'private'],
      formQuota: {
        clientPerMinute: 1,
        clientBytesPerHour: 2,
        spacePerHour: 3,
        spaceBytesPerHour: 4,
        storageMaxBytes: 5,
      },
      sqliteSynchronous: 'normal',
      editorDir: '/srv/editor',
      siteUrl: 'https://www.example.com',
      publicUrl: 'https://cms.example.com',
      adminEmail: 'boss@example.com',
      demo: true,
      logLevel: 'warn',
    })
  })

  it('treats blank variables as unset and lets defined overrides win', () => {
    const config = loadConfig(
      { PORT: ' ', HOST: 'h' },
      { host: undefined, databaseUrl: ':memory:' },
    )
    expect(config.port).toBe(4000)
    expect(config.host).toBe('h')
    expect(config.databaseUrl).toBe(':memory:')
  })

  it.each(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'])(
    'reads LOG_LEVEL=%s, in any case',
    (level) => {
      expect(loadConfig({ LOG_LEVEL: level }).logLevel).toBe(level)
      expect(loadConfig({ LOG_LEVEL: ` ${level.toUpperCase()} ` }).logLevel).toBe(level)
    },
  )

  it.each([
    [{ PORT: 'abc' }, 'Invalid PORT "abc": expected an integer from 0 to 65535'],
    [{ PORT: '70000' }, 'Invalid PORT "70000": expected an integer from 0 to 65535'],
    [{ PORT: '-1' }, 'Invalid PORT "-1": expected an integer from 0 to 65535'],
    [{ PORT: '80.5' }, 'Invalid PORT "80.5": expected an integer from 0 to 65535'],
    [
      { TESSERA_MAX_BODY_BYTES: '0' },
      'Invalid TESSERA_MAX_BODY_BYTES "0": expected an integer from 1 to 9007199254740991',
    ],
    [{ TESSERA_DEMO: 'maybe' }, 'Invalid TESSERA_DEMO "maybe": expected true or false'],
    [
      { LOG_LEVEL: 'verbose' },
      'Invalid LOG_LEVEL "verbose": expected one of trace, debug, info, warn, error, fatal, silent',
    ],
    [{ SMTP_URL: 'http://x' }, 'Invalid SMTP_URL: expected a smtp: or smtps: URL'],
    [{ SMTP_URL: 'nonsense' }, 'Invalid SMTP_URL: expected a smtp: or smtps: URL'],
    [
      { TESSERA_TRUSTED_PROXIES: 'lb.local' },
      'Invalid TESSERA_TRUSTED_PROXIES: "lb.local" is not an IP address, a CIDR range or "private"',
    ],
    [
      { TESSERA_SQLITE_SYNCHRONOUS: 'off' },
      'Invalid TESSERA_SQLITE_SYNCHRONOUS "off": expected normal or full',
    ],
    [
      { TESSERA_FORM_STORAGE_MAX_BYTES: '-5' },
      'Invalid TESSERA_FORM_STORAGE_MAX_BYTES "-5": expected an integer from 0 to 9007199254740991',
    ],
    [
      { TESSERA_PUBLIC_KEY: 'k', TESSERA_PRIVATE_KEY: 'k' },
      'TESSERA_PUBLIC_KEY and TESSERA_PRIVATE_KEY must differ',
    ],
  ])('refuses %o with a clear error', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ValidationError(message))
  })
})
