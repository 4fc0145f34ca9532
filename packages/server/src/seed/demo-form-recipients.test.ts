import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../load-config.ts'
import { createLogger } from '../logger.ts'
import { startServer } from '../serve/start-server.ts'
import type { RunningServer } from '../serve/start-server.ts'
import { demoFormRecipients } from './demo-form-recipients.ts'
import { CONTACT_EMAIL } from './pages/contact-page.ts'

describe('demoFormRecipients', () => {
  it('allows the demo form’s recipient in the demo when FORM_RECIPIENTS is unset', () => {
    expect(demoFormRecipients({ demo: true, formRecipients: [] })).toEqual([CONTACT_EMAIL])
  })

  it('keeps FORM_RECIPIENTS when set, demo or not', () => {
    expect(demoFormRecipients({ demo: true, formRecipients: ['@acme.io'] })).toEqual(['@acme.io'])
    expect(demoFormRecipients({ demo: false, formRecipients: ['a@b.io'] })).toEqual(['a@b.io'])
  })

  it('allows nobody outside the demo without FORM_RECIPIENTS', () => {
    expect(demoFormRecipients({ demo: false, formRecipients: [] })).toEqual([])
  })
})

describe('tessera serve --demo without FORM_RECIPIENTS', () => {
  let dir: string
  let server: RunningServer | undefined

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tessera-demo-form-'))
  })
  afterEach(async () => {
    await server?.close()
    server = undefined
    await rm(dir, { recursive: true, force: true })
  })

  const submit = (url: string, key: string, to: string) =>
    fetch(
      `${url}/api/v1/form-submit?apiKey=${key}&to=${encodeURIComponent(btoa(to))}&name=Contact`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.org' }),
      },
    )

  it('accepts the demo contact form’s submission and still refuses other recipients', async () => {
    const config = loadConfig(
      {},
      { databaseUrl: join(dir, 'demo.db'), host: '127.0.0.1', port: 0, demo: true },
    )
    server = await startServer({
      config,
      demoContent: [],
      logger: createLogger({ write: () => {} }),
      print: () => {},
    })
    const key = server.space.publicKey.key
    expect((await submit(server.url, key, CONTACT_EMAIL)).status).toBe(200)
    const refused = await submit(server.url, key, 'someone@elsewhere.io')
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ error: { code: 'RECIPIENT_NOT_ALLOWED' } })
  })
})
